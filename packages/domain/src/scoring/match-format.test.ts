import { describe, expect, it } from 'vitest';
import { matchUpFormatCode, parseMatchUpFormat } from './match-format';
import type { MatchRules } from './rules';
import { resolveRules } from './rules';

const rows: Array<{ code: string; rules: Partial<MatchRules> }> = [
  { code: 'SET3-S:6/TB7', rules: {} },
  { code: 'SET3-S:6/TB7-F:TB10', rules: { finalSet: 'superTiebreak' } },
  { code: 'SET3-S:6NOAD/TB7-F:TB10', rules: { deuce: 'golden', finalSet: 'superTiebreak' } },
  { code: 'SET3-S:6/TB7-G:TN3D', rules: { deuce: 'star' } },
  { code: 'SET3-S:4/TB7', rules: { setGames: 4 } },
  { code: 'SET3-S:4/TB5@3', rules: { setGames: 4, tiebreak: { to: 5, at: 3 } } },
  { code: 'SET1-S:6/TB7', rules: { bestOf: 1 } },
  { code: 'SET5-S:6/TB7', rules: { bestOf: 5 } },
  { code: 'SET3-S:6/TB7-F:6', rules: { finalSet: 'noTiebreak' } },
  { code: 'SET3-S:6/TB7-F:TB7', rules: { finalSet: 'matchTiebreak7' } },
  { code: 'SET3-S:6', rules: { tiebreak: null } },
  { code: 'SET5-S:6NOAD/TB7-F:6NOAD', rules: { bestOf: 5, deuce: 'golden', finalSet: 'noTiebreak' } },
];

describe('matchUpFormatCode and parseMatchUpFormat', () => {
  it.each(rows)('$code', ({ code, rules }) => {
    const resolved = resolveRules({ sport: 'padel', ...rules });
    expect(matchUpFormatCode(resolved)).toBe(code);
    expect(parseMatchUpFormat(code, 'padel')).toEqual({ ok: true, rules: resolved });
  });

  it('reads lower case, spaces around, and a tie-break at games all written out', () => {
    expect(parseMatchUpFormat('  set3-s:6/tb7@6-f:tb10 ', 'tennis')).toEqual({
      ok: true,
      rules: resolveRules({ finalSet: 'superTiebreak' }),
    });
  });

  it('writes no code for a points race', () => {
    expect(matchUpFormatCode(resolveRules({ race: { totalPoints: 21 } }))).toBeNull();
  });

  it.each([
    ['', 'syntax'],
    ['best of three', 'syntax'],
    ['SET3', 'syntax'],
    ['SET3-S:6/TB7-X:1', 'syntax'],
    ['SET3-S:6/TB7-S:6', 'syntax'],
    ['SET2-S:6/TB7', 'best_of'],
    ['SET7-S:6/TB7', 'best_of'],
    ['SET3-S:T20', 'set'],
    ['SET3-S:TB10', 'set'],
    ['SET3-S:13/TB7', 'set'],
    ['SET3-S:6/TB7NOAD', 'tiebreak'],
    ['SET3-S:6/TB20', 'tiebreak'],
    ['SET3-S:6/TB7@4', 'tiebreak'],
    ['SET3-S:6/TB7-F:TB12', 'final_set'],
    ['SET3-S:6/TB7-F:8', 'final_set'],
    ['SET3-S:6/TB7-F:6/TB10', 'final_set'],
    ['SET1-S:6/TB7-F:TB10', 'final_set'],
    ['SET3-S:6NOAD/TB7-G:TN3D', 'deuce'],
    ['SET3-S:6NOAD/TB7-F:6', 'deuce'],
    [`SET3-S:6/TB7${'-G:TN3D'.repeat(10)}`, 'syntax'],
  ])('refuses %s (%s)', (code, error) => {
    expect(parseMatchUpFormat(code, 'tennis')).toEqual({ ok: false, error });
  });
});
