import { matchUpFormatCode, parseMatchUpFormat } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT, FORMAT_PRESETS, presetOf, presetRules } from './format-presets';

describe('format presets', () => {
  it('each preset plays its TODS code and sport', () => {
    const played = FORMAT_PRESETS.map((preset) => {
      const rules = presetRules(preset, 'tennis');
      return [preset, rules.sport, rules.deuce, matchUpFormatCode(rules)];
    });
    expect(played).toEqual([
      ['padel', 'padel', 'advantage', 'SET3-S:6/TB7'],
      ['padelGolden', 'padel', 'golden', 'SET3-S:6NOAD/TB7'],
      ['padelStar', 'padel', 'star', 'SET3-S:6/TB7-G:TN3D'],
      ['padelSuperTiebreak', 'padel', 'advantage', 'SET3-S:6/TB7-F:TB10'],
      ['tennis', 'tennis', 'advantage', 'SET3-S:6/TB7'],
      ['tennisNoAdSuperTiebreak', 'tennis', 'golden', 'SET3-S:6NOAD/TB7-F:TB10'],
      ['shortSets', 'tennis', 'advantage', 'SET3-S:4/TB7'],
      ['singleSet', 'tennis', 'advantage', 'SET1-S:6/TB7'],
      ['bestOfFive', 'tennis', 'advantage', 'SET5-S:6/TB7'],
    ]);
  });

  it('the presets without a sport keep the one chosen', () => {
    expect(presetRules('shortSets', 'padel').sport).toBe('padel');
    expect(presetRules('bestOfFive', 'padel').sport).toBe('padel');
  });

  it('finds the preset a format is, whichever way it was made', () => {
    for (const preset of FORMAT_PRESETS)
      for (const sport of ['padel', 'tennis'] as const) {
        const rules = presetRules(preset, sport);
        const code = matchUpFormatCode(rules) ?? '';
        const typed = parseMatchUpFormat(code, rules.sport);
        expect(typed.ok && presetOf(typed.rules)).toBe(preset);
      }
  });

  it('a format no preset plays is custom; padel with advantage is the default', () => {
    const fast4 = parseMatchUpFormat('SET3-S:4/TB5@3', 'padel');
    expect(fast4.ok && presetOf(fast4.rules)).toBeNull();
    expect(presetOf({ ...presetRules('padelGolden', 'padel'), sport: 'tennis' })).toBeNull();
    expect(presetOf(DEFAULT_FORMAT)).toBe('padel');
  });
});
