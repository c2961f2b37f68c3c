import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanoSchedule } from './americano-schedule';
import { nextRound } from './next-round';
import { replanRounds } from './replan';
import type { TournamentRoster } from './roster';
import { addLatePlayer, rosterStandings, withdrawPlayer } from './roster';
import { inputErrorCode, playerNames } from './test-support';
import type { TournamentRound } from './tournament-round';
import { matchPlayers } from './tournament-round';
import { courtsInUse } from './validate-players';

const EIGHT: TournamentRoster = { players: playerNames(8), withdrawn: [] };

/** Who plays in a round, by name. */
function playing(round: TournamentRound): string[] {
  return round.matches.flatMap(matchPlayers);
}

/** Rounds each player of `players` has not played in `rounds` (rested, or was not in yet). */
function restCounts(players: readonly string[], rounds: readonly TournamentRound[]): number[] {
  return players.map((player) => rounds.filter((round) => !playing(round).includes(player)).length);
}

function spread(counts: readonly number[]): number {
  return Math.max(...counts) - Math.min(...counts);
}

/** Everything wrong with re-planned rounds, as readable messages (none for a sound plan). */
function problems(roster: TournamentRoster, courts: number, played: TournamentRound[], planned: TournamentRound[]) {
  const found: string[] = [];
  const used = courtsInUse(roster.players.length, courts);
  planned.forEach((round, i) => {
    const label = `round ${round.number}`;
    if (round.number !== played.length + i + 1) found.push(`${label} is numbered out of order`);
    if (round.matches.length !== used) found.push(`${label} has ${round.matches.length} courts, not ${used}`);
    const names = playing(round);
    if (new Set(names).size !== names.length) found.push(`${label} has a player twice`);
    for (const name of names) if (!roster.players.includes(name)) found.push(`${label} draws ${name}, who is not in`);
    const resting = roster.players.filter((player) => !names.includes(player));
    if (JSON.stringify(resting) !== JSON.stringify(round.resting))
      found.push(`${label} lists the wrong resting players`);
  });
  return found;
}

const scored = (rounds: TournamentRound[], points: (court: number, round: number) => number): TournamentRound[] =>
  rounds.map((round) => ({
    ...round,
    matches: round.matches.map((match) => {
      const team1 = points(match.court, round.number);
      return { ...match, score: { team1, team2: 21 - team1 } };
    }),
  }));

describe('replanRounds, americano', () => {
  const played = americanoSchedule(EIGHT.players.slice(), 2).slice(0, 3);

  it('plans without a withdrawn player: one court for the seven left, three resting by turns', () => {
    const roster = withdrawPlayer(EIGHT, 'P8');
    const planned = replanRounds('americano', roster, 2, played, { remainingRounds: 7 });
    expect(planned).toHaveLength(7);
    expect(problems(roster, 2, played, planned)).toEqual([]);
    expect(planned.flatMap(playing)).not.toContain('P8');
    expect(spread(restCounts(roster.players, [...played, ...planned]))).toBeLessThanOrEqual(1);
  });

  it('plays a late player in every round until they have rested as often as the others', () => {
    const roster = addLatePlayer(EIGHT, 'P9');
    const planned = replanRounds('americano', roster, 2, played, { remainingRounds: 5 });
    expect(problems(roster, 2, played, planned)).toEqual([]);
    expect(planned.every((round) => playing(round).includes('P9'))).toBe(true);
    // One of the first eight sits out each round: five different ones, as the rest balance wants.
    expect(new Set(planned.flatMap((round) => round.resting)).size).toBe(5);
  });

  it('lets a late player partner the others before anyone partners twice where it can', () => {
    const roster = addLatePlayer(EIGHT, 'P9');
    const planned = replanRounds('americano', roster, 2, played, { remainingRounds: 4 });
    const partnersOfP9 = planned.flatMap((round) =>
      round.matches.flatMap((match) => [match.team1, match.team2]).filter((team) => team.includes('P9')),
    );
    expect(new Set(partnersOfP9.map((team) => team.find((name) => name !== 'P9'))).size).toBe(4);
  });

  it('repeats no partnership in a 16-player americano that takes a late player after round 5', () => {
    const players = playerNames(16);
    const kept = americanoSchedule(players.slice(), 4).slice(0, 5);
    const roster = addLatePlayer({ players, withdrawn: [] }, 'Late');
    const planned = replanRounds('americano', roster, 4, kept, { remainingRounds: 10 });
    const teams = [...kept, ...planned].flatMap((round) =>
      round.matches.flatMap((match) => [match.team1, match.team2].map((team) => [...team].sort().join('+'))),
    );
    expect(teams).toHaveLength(15 * 8);
    expect(new Set(teams).size).toBe(teams.length);
  });

  it('keeps the rounds given as they were and plans the same way every time', () => {
    const before = JSON.stringify(played);
    const roster = withdrawPlayer(addLatePlayer(EIGHT, 'P9'), 'P2');
    const once = replanRounds('americano', roster, 2, played, { remainingRounds: 6 });
    expect(JSON.stringify(played)).toBe(before);
    expect(replanRounds('americano', roster, 2, played, { remainingRounds: 6 })).toEqual(once);
    expect(once[0]?.number).toBe(4);
  });

  it('plans nothing when no rounds are left', () => {
    expect(replanRounds('americano', EIGHT, 2, played, { remainingRounds: 0 })).toEqual([]);
  });

  it.each([
    ['no rounds to plan given', EIGHT, { remainingRounds: undefined }, 'invalid_rounds'],
    ['a negative count of rounds', EIGHT, { remainingRounds: -1 }, 'invalid_rounds'],
    ['more than 1000 rounds in all', EIGHT, { remainingRounds: 998 }, 'invalid_rounds'],
    [
      'fewer than 4 players in',
      { players: ['P1', 'P2', 'P3'], withdrawn: playerNames(8).slice(3) },
      {},
      'too_few_players',
    ],
    ['a name in both lists', { players: EIGHT.players, withdrawn: ['p1'] }, {}, 'duplicate_player'],
    ['a kept round naming someone not in the roster', { players: playerNames(7), withdrawn: [] }, {}, 'invalid_round'],
  ] as const)('refuses %s', (_name, roster, options, code) => {
    expect(inputErrorCode(() => replanRounds('americano', roster, 2, played, { remainingRounds: 3, ...options }))).toBe(
      code,
    );
  });
});

describe('replanRounds, mexicano and amexicano', () => {
  const first = nextRound('mexicano', EIGHT.players.slice(), 2, []);
  // Court 1 wins 15-6, court 2 wins 12-9: P1 and P4 lead, then P5 and P8.
  const played = scored([first], (court) => (court === 1 ? 15 : 12));

  it('draws the next round from the standings without the withdrawn leader', () => {
    const roster = withdrawPlayer(EIGHT, 'P1');
    const [next] = replanRounds('mexicano', roster, 2, played);
    expect(next?.number).toBe(2);
    expect(next?.matches).toHaveLength(1);
    expect(playing(next as TournamentRound)).not.toContain('P1');
    // The ranking of the seven left: P4 first, then P5 and P8 (12-9), then the losers of court 2.
    expect(next?.matches[0]?.team1[0]).toBe('P4');
    expect(rosterStandings(roster, played)[0]).toMatchObject({ player: 'P1', withdrawn: true, pointDifference: 9 });
  });

  it('plays a late player next, since the rounds before they joined count as rests', () => {
    const roster = addLatePlayer(EIGHT, 'P9');
    for (const format of ['mexicano', 'amexicano'] as const) {
      const [next] = replanRounds(format, roster, 2, played);
      expect(playing(next as TournamentRound)).toContain('P9');
      expect(next?.resting).toHaveLength(1);
    }
  });

  it('needs every kept match scored', () => {
    expect(inputErrorCode(() => replanRounds('amexicano', addLatePlayer(EIGHT, 'P9'), 2, [first]))).toBe(
      'missing_score',
    );
  });
});

describe('replanRounds properties (americano)', () => {
  const change = fc.record({
    count: fc.integer({ min: 5, max: 13 }),
    courts: fc.integer({ min: 1, max: 3 }),
    kept: fc.integer({ min: 0, max: 5 }),
    remaining: fc.integer({ min: 1, max: 8 }),
    late: fc.boolean(),
    pick: fc.nat(),
  });

  it('draws only players in, each once a round, numbered after the kept rounds, rests never spreading', () => {
    fc.assert(
      fc.property(change, ({ count, courts, kept, remaining, late, pick }) => {
        const start: TournamentRoster = { players: playerNames(count), withdrawn: [] };
        const played = americanoSchedule(start.players.slice(), courts).slice(0, kept);
        const before = JSON.stringify(played);
        const leaving = start.players[pick % count] as string;
        const roster = late ? addLatePlayer(start, 'Late') : withdrawPlayer(start, leaving);
        const planned = replanRounds('americano', roster, courts, played, { remainingRounds: remaining });

        expect(JSON.stringify(played)).toBe(before);
        expect(planned).toHaveLength(remaining);
        expect(problems(roster, courts, played, planned)).toEqual([]);
        if (!late) expect(planned.flatMap(playing)).not.toContain(leaving);
        if (late) expect(played.flatMap(playing)).not.toContain('Late');
        // The rest counts (a late player's rounds before joining included) never spread further than one
        // or than they had when the change came.
        const limit = Math.max(1, spread(restCounts(roster.players, played)));
        planned.forEach((_, i) => {
          const soFar = [...played, ...planned.slice(0, i + 1)];
          expect(spread(restCounts(roster.players, soFar))).toBeLessThanOrEqual(limit);
        });
      }),
      { numRuns: 60 },
    );
  });
});
