import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanoSchedule } from './americano-schedule';
import { compareNames, playerRoundResults, tournamentStandings } from './standings';
import type { TournamentMatch, TournamentRound } from './tournament-round';

const PLAYERS = ['Ana', 'Bea', 'Cris', 'Dani', 'Eva'];

const m = (
  court: number,
  team1: [string, string],
  team2: [string, string],
  score?: [number, number],
): TournamentMatch => ({ court, team1, team2, ...(score ? { score: { team1: score[0], team2: score[1] } } : {}) });

const row = (player: string, values: number[]) => {
  const [matchesPlayed, wins, losses, pointsFor, pointsAgainst] = values as [number, number, number, number, number];
  return {
    player,
    matchesPlayed,
    wins,
    losses,
    pointsFor,
    pointsAgainst,
    pointDifference: pointsFor - pointsAgainst,
    performanceScore: 3 * wins + pointsFor - pointsAgainst,
  };
};

describe('tournamentStandings', () => {
  it('counts wins, losses, points and ranks by point difference', () => {
    const rounds: TournamentRound[] = [
      { number: 1, matches: [m(1, ['Ana', 'Bea'], ['Cris', 'Dani'], [16, 8])], resting: ['Eva'] },
      { number: 2, matches: [m(1, ['Ana', 'Eva'], ['Bea', 'Cris'], [10, 14])], resting: ['Dani'] },
    ];
    expect(tournamentStandings(PLAYERS, rounds)).toEqual([
      row('Bea', [2, 2, 0, 30, 18]), // +12
      row('Ana', [2, 1, 1, 26, 22]), // +4
      row('Cris', [2, 1, 1, 22, 26]), // -4 with a win
      row('Eva', [1, 0, 1, 10, 14]), // -4 without one
      row('Dani', [1, 0, 1, 8, 16]), // -8
    ]);
  });

  it('ranks ties by wins, then points for, then name', () => {
    const rounds: TournamentRound[] = [
      { number: 1, matches: [m(1, ['Ana', 'Bea'], ['Cris', 'Dani'], [12, 10])], resting: ['Eva'] },
      { number: 2, matches: [m(1, ['Eva', 'Cris'], ['Dani', 'Bea'], [5, 5])], resting: ['Ana'] },
      { number: 3, matches: [m(1, ['Eva', 'Ana'], ['Cris', 'Dani'], [3, 1])], resting: ['Bea'] },
    ];
    const table = tournamentStandings(PLAYERS, rounds);
    // Ana +4; Bea and Eva +2 with one win each; Cris and Dani -4 with no win and 16 points each.
    expect(table.map((r) => r.player)).toEqual(['Ana', 'Bea', 'Eva', 'Cris', 'Dani']);
    const [, bea, eva, cris, dani] = table;
    // Bea and Eva: +2 and one win each; Bea has more points for (17 against Eva's 8).
    expect([bea?.pointDifference, bea?.wins, bea?.pointsFor]).toEqual([2, 1, 17]);
    expect([eva?.pointDifference, eva?.wins, eva?.pointsFor]).toEqual([2, 1, 8]);
    // Cris and Dani tie on everything, so the name decides.
    expect([cris?.pointDifference, cris?.wins, cris?.pointsFor]).toEqual([
      dani?.pointDifference,
      dani?.wins,
      dani?.pointsFor,
    ]);
  });

  it('counts a draw as neither a win nor a loss', () => {
    const table = tournamentStandings(PLAYERS, [
      { number: 1, matches: [m(1, ['Ana', 'Bea'], ['Cris', 'Dani'], [11, 11])], resting: ['Eva'] },
    ]);
    for (const player of ['Ana', 'Bea', 'Cris', 'Dani']) {
      expect(table.find((r) => r.player === player)).toEqual(row(player, [1, 0, 0, 11, 11]));
    }
  });

  it('ignores matches without a score and lists every player', () => {
    const schedule = americanoSchedule(PLAYERS, 1);
    const table = tournamentStandings(PLAYERS, schedule);
    expect(table.map((r) => r.player)).toEqual(['Ana', 'Bea', 'Cris', 'Dani', 'Eva']);
    for (const r of table) expect(r).toEqual(row(r.player, [0, 0, 0, 0, 0]));
  });

  it('matches names ignoring case and spaces, and reports them as the player list spells them', () => {
    const table = tournamentStandings(PLAYERS, [
      { number: 1, matches: [m(1, [' ana', 'BEA'], ['cris ', 'Dani'], [6, 2])], resting: [] },
    ]);
    expect(table.slice(0, 2).map((r) => r.player)).toEqual(['Ana', 'Bea']);
  });

  it.each([
    {
      name: 'an unknown player',
      match: m(1, ['Ana', 'Zoe'], ['Cris', 'Dani'], [1, 0]),
      error: /"Zoe" is not a player/,
    },
    { name: 'a player twice', match: m(1, ['Ana', 'Bea'], ['Ana', 'Dani'], [1, 0]), error: /"Ana" plays twice/ },
    { name: 'a negative score', match: m(1, ['Ana', 'Bea'], ['Cris', 'Dani'], [-1, 3]), error: /whole numbers/ },
    { name: 'a fractional score', match: m(1, ['Ana', 'Bea'], ['Cris', 'Dani'], [1.5, 3]), error: /whole numbers/ },
  ])('rejects $name', ({ match, error }) => {
    expect(() => tournamentStandings(PLAYERS, [{ number: 1, matches: [match], resting: [] }])).toThrow(error);
  });

  it('rejects an invalid player list', () => {
    expect(() => tournamentStandings(['Ana', 'Bea', 'Cris'], [])).toThrow(/at least 4 players/);
  });

  it('keeps totals consistent for any scores on any americano schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 32 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 12 }),
        fc.infiniteStream(fc.option(fc.tuple(fc.nat(30), fc.nat(30)), { freq: 5 })),
        (n, courts, rounds, scores) => {
          const players = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
          const played = americanoSchedule(players, courts, { rounds }).map((round) => ({
            ...round,
            matches: round.matches.map((match) => {
              const score = scores.next().value;
              return score ? { ...match, score: { team1: score[0], team2: score[1] } } : match;
            }),
          }));
          const table = tournamentStandings(players, played);
          const scored = played.flatMap((r) => r.matches).filter((x) => x.score);
          const sum = (pick: (r: (typeof table)[number]) => number) => table.reduce((s, r) => s + pick(r), 0);
          expect(sum((r) => r.pointsFor)).toBe(sum((r) => r.pointsAgainst));
          expect(sum((r) => r.wins)).toBe(sum((r) => r.losses));
          expect(sum((r) => r.matchesPlayed)).toBe(4 * scored.length);
          expect(sum((r) => r.pointDifference)).toBe(0);
          for (const r of table) {
            expect(r.performanceScore).toBe(3 * r.wins + r.pointDifference);
            expect(r.wins + r.losses).toBeLessThanOrEqual(r.matchesPlayed);
          }
          for (let i = 1; i < table.length; i++) {
            const a = table[i - 1] as (typeof table)[number];
            const b = table[i] as (typeof table)[number];
            const order =
              b.pointDifference - a.pointDifference ||
              b.wins - a.wins ||
              b.pointsFor - a.pointsFor ||
              compareNames(a.player, b.player);
            expect(order).toBeLessThan(0);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('playerRoundResults', () => {
  it('gives each player their scored matches with partner, opponents and result', () => {
    const results = playerRoundResults(PLAYERS, [
      { number: 1, matches: [m(1, ['Ana', 'Bea'], ['Cris', 'Dani'], [16, 8])], resting: ['Eva'] },
      { number: 2, matches: [m(1, ['Ana', 'Eva'], ['Bea', 'Cris'], [9, 9])], resting: ['Dani'] },
      { number: 3, matches: [m(1, ['Ana', 'Dani'], ['Bea', 'Eva'])], resting: ['Cris'] },
    ]);
    expect(results.map((r) => r.player)).toEqual(PLAYERS);
    expect(results[0]?.results).toEqual([
      {
        roundNumber: 1,
        court: 1,
        partner: 'Bea',
        opponents: ['Cris', 'Dani'],
        points: 16,
        pointsAgainst: 8,
        result: 'win',
      },
      {
        roundNumber: 2,
        court: 1,
        partner: 'Eva',
        opponents: ['Bea', 'Cris'],
        points: 9,
        pointsAgainst: 9,
        result: 'draw',
      },
    ]);
    expect(results[3]?.results).toEqual([
      {
        roundNumber: 1,
        court: 1,
        partner: 'Cris',
        opponents: ['Ana', 'Bea'],
        points: 8,
        pointsAgainst: 16,
        result: 'loss',
      },
    ]);
    expect(results[4]?.results.map((r) => r.roundNumber)).toEqual([2]);
  });
});

describe('compareNames', () => {
  it('sorts alphabetically ignoring case, and is a total order', () => {
    expect(['bea', 'Ana', 'Álvaro', 'ana', 'Carla'].sort(compareNames)).toEqual([
      'Álvaro',
      'Ana',
      'ana',
      'bea',
      'Carla',
    ]);
  });
});
