/**
 * Independent counting helpers for the tournament tests. They re-derive partners, opponents and rests
 * from plain rounds, so the tests do not check the engine against its own bookkeeping.
 */
import type { TournamentRound } from './tournament-round';
import { TournamentInputError } from './validate-players';

/** `count` distinct player names: P1, P2, ... */
export function playerNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `P${i + 1}`);
}

/** Unordered pair key. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** Everything a schedule test looks at, counted round by round. */
export interface ScheduleCounts {
  /** Problems with the shape of the rounds; empty when every round is well formed. */
  readonly problems: string[];
  /** Per round: distinct partnerships so far and partner slots so far. */
  readonly distinctPartnersAfter: number[];
  readonly partnerSlotsAfter: number[];
  /** Per round: largest minus smallest rest count so far. */
  readonly restGapAfter: number[];
  /** Per round after the first: players resting in it and in the round before. */
  readonly restedTwiceInARow: number[];
  /** Longest run of consecutive rests of any player. */
  readonly longestRestRun: number;
  readonly partner: Map<string, number>;
  readonly opponent: Map<string, number>;
  readonly rests: Map<string, number>;
}

/** Counts a schedule and lists shape problems against `players` and `courtsPerRound`. */
export function countSchedule(players: string[], rounds: TournamentRound[], courtsPerRound: number): ScheduleCounts {
  const problems: string[] = [];
  const partner = new Map<string, number>();
  const opponent = new Map<string, number>();
  const rests = new Map(players.map((p) => [p, 0]));
  const run = new Map(players.map((p) => [p, 0]));
  const distinctPartnersAfter: number[] = [];
  const partnerSlotsAfter: number[] = [];
  const restGapAfter: number[] = [];
  const restedTwiceInARow: number[] = [];
  const known = new Set(players);
  let longestRestRun = 0;
  let slots = 0;
  let previousRest = new Set<string>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  rounds.forEach((round, i) => {
    if (round.number !== i + 1) problems.push(`round ${i + 1} is numbered ${round.number}`);
    if (round.matches.length !== courtsPerRound) {
      problems.push(`round ${i + 1} has ${round.matches.length} matches, expected ${courtsPerRound}`);
    }
    const seen = new Set<string>();
    round.matches.forEach((match, c) => {
      if (match.court !== c + 1) problems.push(`round ${i + 1} match ${c + 1} is on court ${match.court}`);
      for (const p of [...match.team1, ...match.team2]) {
        if (!known.has(p)) problems.push(`round ${i + 1}: unknown player ${p}`);
        if (seen.has(p)) problems.push(`round ${i + 1}: ${p} plays twice`);
        seen.add(p);
      }
      bump(partner, pairKey(...match.team1));
      bump(partner, pairKey(...match.team2));
      slots += 2;
      for (const a of match.team1) for (const b of match.team2) bump(opponent, pairKey(a, b));
    });
    const expectedRest = players.filter((p) => !seen.has(p));
    if (JSON.stringify(expectedRest) !== JSON.stringify(round.resting)) {
      problems.push(
        `round ${i + 1}: resting ${JSON.stringify(round.resting)}, expected ${JSON.stringify(expectedRest)}`,
      );
    }
    const restNow = new Set(expectedRest);
    for (const p of players) {
      if (restNow.has(p)) {
        bump(rests, p);
        run.set(p, (run.get(p) ?? 0) + 1);
        longestRestRun = Math.max(longestRestRun, run.get(p) ?? 0);
      } else {
        run.set(p, 0);
      }
    }
    if (i > 0) restedTwiceInARow.push(expectedRest.filter((p) => previousRest.has(p)).length);
    previousRest = restNow;
    distinctPartnersAfter.push(partner.size);
    partnerSlotsAfter.push(slots);
    const counts = [...rests.values()];
    restGapAfter.push(Math.max(...counts) - Math.min(...counts));
  });
  return {
    problems,
    distinctPartnersAfter,
    partnerSlotsAfter,
    restGapAfter,
    restedTwiceInARow,
    longestRestRun,
    partner,
    opponent,
    rests,
  };
}

/** All unordered pairs of `players`. */
export function allPairs(players: string[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) pairs.push(pairKey(players[i] as string, players[j] as string));
  }
  return pairs;
}

/**
 * The code of the {@link TournamentInputError} a call throws, undefined when it throws nothing, and a
 * description of anything else it throws (so that a test expecting a code fails on it).
 */
export function inputErrorCode(call: () => unknown): string | undefined {
  try {
    call();
  } catch (error) {
    return error instanceof TournamentInputError ? error.code : `not an input error: ${String(error)}`;
  }
  return undefined;
}
