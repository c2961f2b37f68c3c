import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FingerprintInput } from './match-fingerprint';
import { matchFingerprint, mayHaveCopies, SAME_MATCH_WINDOW_MS, sameRealMatch } from './match-fingerprint';

const doubles: FingerprintInput = {
  sport: 'padel',
  teams: [
    ['ana', 'bea'],
    ['carla', null],
  ],
  setScores: [
    { player1: 6, player2: 4 },
    { player1: 3, player2: 6 },
    { player1: 1, player2: 0 },
  ],
};

/** The same match saved from the other side of the scoreboard. */
function flipped(input: FingerprintInput): FingerprintInput {
  return {
    sport: input.sport,
    teams: [input.teams[1], input.teams[0]],
    setScores: input.setScores.map((set) => ({ player1: set.player2, player2: set.player1 })),
  };
}

describe('matchFingerprint', () => {
  it.each<[string, FingerprintInput]>([
    ['the other side of the scoreboard', flipped(doubles)],
    ['partners listed the other way round', { ...doubles, teams: [['bea', 'ana'], doubles.teams[1]] }],
    ['the typed name listed first', { ...doubles, teams: [doubles.teams[0], [null, 'carla']] }],
  ])('is equal for %s', (_, other) => {
    expect(matchFingerprint(other)).toBe(matchFingerprint(doubles));
  });

  it.each<[string, FingerprintInput]>([
    ['another sport', { ...doubles, sport: 'tennis' }],
    ['another registered player', { ...doubles, teams: [['ana', 'dora'], doubles.teams[1]] }],
    ['a registered player typed as a name', { ...doubles, teams: [['ana', null], doubles.teams[1]] }],
    [
      'a partner moved to the other team',
      {
        ...doubles,
        teams: [
          ['ana', 'carla'],
          ['bea', null],
        ],
      },
    ],
    ['one more set', { ...doubles, setScores: [...doubles.setScores, { player1: 0, player2: 1 }] }],
    ['the games of a set given to the other team', { ...doubles, setScores: flipped(doubles).setScores }],
    ['singles instead of doubles', { ...doubles, teams: [['ana'], ['carla']] }],
  ])('differs for %s', (_, other) => {
    expect(matchFingerprint(other)).not.toBe(matchFingerprint(doubles));
  });

  it('marks a match with fewer than two registered players as one without copies', () => {
    const solo: FingerprintInput = {
      ...doubles,
      teams: [
        ['ana', null],
        [null, null],
      ],
    };
    expect(mayHaveCopies(matchFingerprint(solo))).toBe(false);
    expect(mayHaveCopies(matchFingerprint(doubles))).toBe(true);
  });

  it('is not fooled by ids holding the characters that separate the parts', () => {
    const a: FingerprintInput = { sport: 'tennis', teams: [['a","b'], ['c']], setScores: [] };
    const b: FingerprintInput = { sport: 'tennis', teams: [['a', 'b'], ['c']], setScores: [] };
    expect(matchFingerprint(a)).not.toBe(matchFingerprint(b));
  });

  it('ignores the order of the teams and of the players within a team (property)', () => {
    const id = fc.option(fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5'), { nil: null });
    const team = fc.array(id, { minLength: 1, maxLength: 2 });
    const set = fc.record({ player1: fc.nat(7), player2: fc.nat(7) });
    const input = fc.record({
      sport: fc.constantFrom<FingerprintInput['sport']>('tennis', 'padel'),
      teams: fc.tuple(team, team),
      setScores: fc.array(set, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(input, (match) => {
        const reordered: FingerprintInput = {
          ...flipped(match),
          teams: [[...match.teams[1]].reverse(), [...match.teams[0]].reverse()],
        };
        expect(matchFingerprint(reordered)).toBe(matchFingerprint(match));
      }),
    );
  });
});

describe('sameRealMatch', () => {
  const fingerprint = matchFingerprint(doubles);
  const endedAt = 1_700_000_000_000;

  it.each([
    ['the same end', 0, true],
    ['ends three hours apart', SAME_MATCH_WINDOW_MS, true],
    ['ends three hours apart, the other way', -SAME_MATCH_WINDOW_MS, true],
    ['ends more than three hours apart', SAME_MATCH_WINDOW_MS + 1, false],
  ])('pairs equal fingerprints with %s: %s', (_, gap, same) => {
    expect(sameRealMatch({ fingerprint, endedAt }, { fingerprint, endedAt: endedAt + gap })).toBe(same);
  });

  it('never pairs different fingerprints', () => {
    const other = matchFingerprint(flipped({ ...doubles, sport: 'tennis' }));
    expect(sameRealMatch({ fingerprint, endedAt }, { fingerprint: other, endedAt })).toBe(false);
  });

  it('never pairs matches with fewer than two registered players', () => {
    const solo = matchFingerprint({
      ...doubles,
      teams: [
        ['ana', null],
        [null, null],
      ],
    });
    expect(sameRealMatch({ fingerprint: solo, endedAt }, { fingerprint: solo, endedAt })).toBe(false);
  });
});
