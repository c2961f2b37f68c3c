import { matchUpFormatCode, parseMatchUpFormat } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { choicesOf, rulesOf, withCurrent } from './format-choices';

function code(text: string) {
  const parsed = parseMatchUpFormat(text, 'padel');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
}

describe("the custom format's choices", () => {
  it('give back the format they were read from', () => {
    for (const text of [
      'SET3-S:6/TB7',
      'SET3-S:4/TB5@3',
      'SET1-S:6NOAD/TB7',
      'SET5-S:6/TB7-F:6',
      'SET3-S:6/TB7-F:TB7-G:TN3D',
      'SET3-S:6-F:TB10',
    ])
      expect(matchUpFormatCode(rulesOf(choicesOf(code(text)), 'padel'))).toBe(text);
  });

  it('keep the tie-break one game early when the games per set change', () => {
    const fast4 = choicesOf(code('SET3-S:4/TB5@3'));
    expect(fast4).toMatchObject({ setGames: 4, tiebreakTo: 5, tiebreakEarly: true });
    expect(matchUpFormatCode(rulesOf({ ...fast4, setGames: 6 }, 'padel'))).toBe('SET3-S:6/TB5@5');
  });

  it('a single set has no deciding set, whatever was chosen for it', () => {
    const choices = { ...choicesOf(code('SET3-S:6/TB7-F:TB10')), bestOf: 1 as const };
    expect(rulesOf(choices, 'tennis')).toEqual({ sport: 'tennis', deuce: 'advantage', finalSet: 'full', bestOf: 1 });
  });

  it('offer the current value when a code brought one not in the list', () => {
    expect(withCurrent([6, 4], 8)).toEqual([6, 4, 8]);
    expect(withCurrent([7, 5], 7)).toEqual([7, 5]);
    expect(withCurrent([7, 5], null)).toEqual([7, 5]);
  });
});
