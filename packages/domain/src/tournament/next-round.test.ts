import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MexicanoPairing } from './next-round';
import { MEXICANO_PAIRINGS, nextRound } from './next-round';
import { tournamentStandings } from './standings';
import { countSchedule, pairKey, playerNames } from './test-support';
import type { DynamicFormat, TournamentMatch, TournamentRound } from './tournament-round';
import { courtsInUse } from './validate-players';

const P = playerNames(8);
const FOUR = playerNames(4);

const scored = (round: TournamentRound, scores: [number, number][]): TournamentRound => ({
  ...round,
  matches: round.matches.map((match, i) => {
    const [team1, team2] = scores[i] ?? [0, 0];
    return { ...match, score: { team1, team2 } };
  }),
});

const teams = (round: TournamentRound) => round.matches.map((m) => [m.team1, m.team2]);

describe('nextRound, first round', () => {
  it.each<[MexicanoPairing | undefined, string[][][]]>([
    [
      undefined,
      [
        [
          ['P1', 'P4'],
          ['P2', 'P3'],
        ],
        [
          ['P5', 'P8'],
          ['P6', 'P7'],
        ],
      ],
    ],
    [
      '1-3/2-4',
      [
        [
          ['P1', 'P3'],
          ['P2', 'P4'],
        ],
        [
          ['P5', 'P7'],
          ['P6', 'P8'],
        ],
      ],
    ],
    [
      '1-2/3-4',
      [
        [
          ['P1', 'P2'],
          ['P3', 'P4'],
        ],
        [
          ['P5', 'P6'],
          ['P7', 'P8'],
        ],
      ],
    ],
  ])('mexicano groups the given order by four, pairing %s', (pairing, expected) => {
    const round = nextRound('mexicano', P, 2, [], pairing ? { pairing } : {});
    expect(round.number).toBe(1);
    expect(round.matches.map((m) => m.court)).toEqual([1, 2]);
    expect(teams(round)).toEqual(expected);
    expect(round.resting).toEqual([]);
  });

  it('amexicano starts like mexicano: nobody has partnered yet', () => {
    expect(nextRound('amexicano', P, 2, [])).toEqual(nextRound('mexicano', P, 2, []));
  });

  it('rests the last players of the list when they do not fill a court', () => {
    expect(nextRound('mexicano', playerNames(6), 1, []).resting).toEqual(['P5', 'P6']);
    const round = nextRound('mexicano', playerNames(10), 3, []);
    expect(round.matches).toHaveLength(2);
    expect(round.resting).toEqual(['P9', 'P10']);
  });
});

describe('nextRound, later rounds', () => {
  it('mexicano ranks by the standings and pairs 1st+4th against 2nd+3rd', () => {
    const first = scored(nextRound('mexicano', P, 2, []), [
      [20, 4],
      [13, 11],
    ]);
    // Standings: P1 and P4 +16, P5 and P8 +2, P6 and P7 -2, P2 and P3 -16 (ties broken by name).
    const second = nextRound('mexicano', P, 2, [first]);
    expect(second.number).toBe(2);
    expect(teams(second)).toEqual([
      [
        ['P1', 'P8'],
        ['P4', 'P5'],
      ],
      [
        ['P6', 'P3'],
        ['P7', 'P2'],
      ],
    ]);
  });

  it('amexicano takes the pairing that repeats the fewest partnerships, ties in the fixed order', () => {
    // Every match is drawn 5-5, so the ranking stays P1..P4 (by name) and only partnerships decide.
    const rounds: TournamentRound[] = [];
    const expected = [
      [
        ['P1', 'P4'],
        ['P2', 'P3'],
      ], // nobody has partnered: 1-4/2-3
      [
        ['P1', 'P3'],
        ['P2', 'P4'],
      ], // 1-4/2-3 would repeat both partnerships
      [
        ['P1', 'P2'],
        ['P3', 'P4'],
      ], // only 1-2/3-4 is fresh
      [
        ['P1', 'P4'],
        ['P2', 'P3'],
      ], // all repeat once each: back to 1-4/2-3
      [
        ['P1', 'P3'],
        ['P2', 'P4'],
      ], // 1-4/2-3 now repeats twice each
    ];
    for (const want of expected) {
      const round = nextRound('amexicano', FOUR, 1, rounds);
      expect(teams(round)).toEqual([want]);
      rounds.push(scored(round, [[5, 5]]));
    }
    // Mexicano keeps its rule whatever the partnerships.
    expect(teams(nextRound('mexicano', FOUR, 1, rounds))).toEqual([
      [
        ['P1', 'P4'],
        ['P2', 'P3'],
      ],
    ]);
  });

  it('amexicano tries a preferred pairing first among equally fresh ones', () => {
    expect(teams(nextRound('amexicano', FOUR, 1, [], { pairing: '1-2/3-4' }))).toEqual([
      [
        ['P1', 'P2'],
        ['P3', 'P4'],
      ],
    ]);
  });

  it('rests those who rested least, then played most, then the lowest ranked', () => {
    const players = playerNames(5);
    const first = nextRound('mexicano', players, 1, []);
    expect(first.resting).toEqual(['P5']);
    // P2+P3 beat P1+P4, so the ranking is P2, P3, P5 (no match), P1, P4; P4 has played and not rested.
    const second = nextRound('mexicano', players, 1, [scored(first, [[3, 9]])]);
    expect(second.resting).toEqual(['P4']);
    expect(teams(second)).toEqual([
      [
        ['P2', 'P1'],
        ['P3', 'P5'],
      ],
    ]);
  });

  it('counts rests from the matches, so a round may omit its resting list', () => {
    const first = scored(nextRound('mexicano', playerNames(5), 1, []), [[3, 9]]);
    const second = nextRound('mexicano', playerNames(5), 1, [{ ...first, resting: [] }]);
    expect(second.resting).toEqual(['P4']);
  });

  it.each([
    {
      name: 'a played match without a score',
      call: () => nextRound('mexicano', P, 2, [nextRound('mexicano', P, 2, [])]),
      error: /Round 1, court 1 has no score yet/,
    },
    {
      name: 'an unknown format',
      call: () => nextRound('americano' as DynamicFormat, P, 2, []),
      error: /Unknown format "americano"/,
    },
    {
      name: 'an unknown pairing',
      call: () => nextRound('mexicano', P, 2, [], { pairing: '1-1/2-2' as MexicanoPairing }),
      error: /Unknown pairing/,
    },
    { name: 'three players', call: () => nextRound('mexicano', ['A', 'B', 'C'], 1, []), error: /at least 4 players/ },
    { name: 'no courts', call: () => nextRound('mexicano', P, 0, []), error: /Courts must be/ },
    { name: 'duplicate names', call: () => nextRound('amexicano', [...FOUR, 'p1'], 1, []), error: /already in/ },
  ])('rejects $name', ({ call, error }) => {
    expect(call).toThrow(error);
  });
});

/** Plays `count` rounds of a format with scores drawn from `scores`. */
function playTournament(
  format: DynamicFormat,
  players: string[],
  courts: number,
  count: number,
  scores: Iterator<[number, number]>,
  pairing: MexicanoPairing,
) {
  const rounds: TournamentRound[] = [];
  const checks: { before: TournamentRound[]; round: TournamentRound }[] = [];
  for (let i = 0; i < count; i++) {
    const round = nextRound(format, players, courts, rounds, { pairing });
    checks.push({ before: [...rounds], round });
    rounds.push({
      ...round,
      matches: round.matches.map((m): TournamentMatch => {
        const [team1, team2] = scores.next().value as [number, number];
        return { ...m, score: { team1, team2 } };
      }),
    });
  }
  return { rounds, checks };
}

const SEATS: Record<MexicanoPairing, number[]> = {
  '1-4/2-3': [0, 3, 1, 2],
  '1-3/2-4': [0, 2, 1, 3],
  '1-2/3-4': [0, 1, 2, 3],
};

describe('nextRound properties', () => {
  it('keeps every rule over whole tournaments for 4..32 players on 1..8 courts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DynamicFormat>('mexicano', 'amexicano'),
        fc.integer({ min: 4, max: 32 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...MEXICANO_PAIRINGS),
        fc.infiniteStream(fc.tuple(fc.nat(12), fc.nat(12))),
        (format, n, courts, count, pairing, scores) => {
          const players = playerNames(n);
          const used = courtsInUse(n, courts);
          const { rounds, checks } = playTournament(format, players, courts, count, scores, pairing);
          const counts = countSchedule(players, rounds, used);
          expect(counts.problems).toEqual([]);
          // Those who rested least (then played most) rest, so rest counts never differ by more than one.
          for (const gap of counts.restGapAfter) expect(gap).toBeLessThanOrEqual(1);
          for (const { before, round } of checks) {
            const ranking = before.length === 0 ? players : tournamentStandings(players, before).map((r) => r.player);
            const active = ranking.filter((p) => !round.resting.includes(p));
            const partners = new Map<string, number>();
            for (const m of before.flatMap((r) => r.matches)) {
              for (const team of [m.team1, m.team2])
                partners.set(pairKey(...team), (partners.get(pairKey(...team)) ?? 0) + 1);
            }
            round.matches.forEach((match, i) => {
              const group = active.slice(4 * i, 4 * i + 4);
              const seatsOf = (p: MexicanoPairing) => SEATS[p].map((s) => group[s] as string);
              const actual = [...match.team1, ...match.team2];
              if (format === 'mexicano') {
                expect(actual).toEqual(seatsOf(pairing));
              } else {
                const repeats = (p: MexicanoPairing) => {
                  const [a, b, c, d] = seatsOf(p) as [string, string, string, string];
                  return (partners.get(pairKey(a, b)) ?? 0) + (partners.get(pairKey(c, d)) ?? 0);
                };
                const order = [pairing, ...MEXICANO_PAIRINGS.filter((p) => p !== pairing)];
                const fewest = Math.min(...order.map(repeats));
                expect(actual).toEqual(seatsOf(order.find((p) => repeats(p) === fewest) as MexicanoPairing));
              }
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
