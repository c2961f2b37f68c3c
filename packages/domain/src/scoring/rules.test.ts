import { describe, expect, it } from 'vitest';
import type { MatchRules } from './rules';
import { DEFAULT_MATCH_RULES, isMatchRules, resolveRules } from './rules';

describe('resolveRules', () => {
  it('defaults to advantage and a full final set', () => {
    expect(resolveRules()).toEqual({ sport: 'tennis', deuce: 'advantage', finalSet: 'full' });
    expect(resolveRules({})).toEqual(DEFAULT_MATCH_RULES);
  });

  it('keeps the values given', () => {
    expect(resolveRules({ sport: 'padel', deuce: 'star', finalSet: 'superTiebreak' })).toEqual({
      sport: 'padel',
      deuce: 'star',
      finalSet: 'superTiebreak',
    });
  });

  it('fills gaps from a base instead of the defaults', () => {
    const base: MatchRules = { sport: 'padel', deuce: 'golden', finalSet: 'superTiebreak' };
    expect(resolveRules({ deuce: 'advantage' }, base)).toEqual({ ...base, deuce: 'advantage' });
  });

  it('replaces unknown values (old stored configurations) with the default', () => {
    const stored = { deuce: 'silver', finalSet: undefined } as unknown as Partial<MatchRules>;
    expect(resolveRules(stored)).toEqual(DEFAULT_MATCH_RULES);
  });
});

describe('isMatchRules', () => {
  it('accepts complete rules with known values', () => {
    expect(isMatchRules({ sport: 'padel', deuce: 'star', finalSet: 'superTiebreak' })).toBe(true);
  });

  it.each([
    null,
    'tennis',
    [],
    { sport: 'padel', deuce: 'star' },
    { sport: 'squash', deuce: 'advantage', finalSet: 'full' },
    { sport: 'tennis', deuce: 'advantage', finalSet: 'full', extra: 1 },
  ])('refuses %o', (value) => {
    expect(isMatchRules(value)).toBe(false);
  });
});
