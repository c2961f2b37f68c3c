import type { IndexRound, IndexTable } from './index-round';
import { ROTATION_PLANS } from './rotation-plans';
import { searchRotation } from './rotation-search';
import type { TournamentRound } from './tournament-round';
import {
  courtsInUse,
  MAX_TOURNAMENT_ROUNDS,
  validateRoundCount,
  validateTournamentCourts,
  validateTournamentPlayers,
} from './validate-players';
import { whistSchedule } from './whist-schedule';

/** Options of {@link americanoSchedule}. */
export interface AmericanoOptions {
  /** Rounds to play instead of the default full rotation: fewer cut it short, more start a new rotation. */
  rounds?: number;
}

/**
 * Rounds of a full americano rotation: the fewest rounds in which every two players can be partners
 * at least once, ceil(n(n-1) / (4 x courts in use)). That is n-1 for 4k players on k courts and n for
 * 4k+1 players on k courts (the whist tournaments); 8 players on one court play 14 rounds.
 */
export function defaultAmericanoRounds(playerCount: number, courts: number): number {
  const used = courtsInUse(playerCount, courts);
  return Math.ceil((playerCount * (playerCount - 1)) / (4 * used));
}

/**
 * The whole americano schedule, known in advance (spec section 2).
 *
 * - 4k players with k or more courts: a whist tournament of 4k-1 rounds; every two players are
 *   partners exactly once and opponents exactly twice. 4k+1 players: 4k+1 rounds, each player rests
 *   once. Longer schedules repeat the rotation.
 * - Any other line-up: rest counts never differ by more than one after any round, nobody partners
 *   someone a second time while a pair that has never partnered is left (within each rotation), and
 *   a player who rested plays the next round whenever those two rules allow it.
 *
 * Courts used per round are min(courts, floor(players / 4)). Player i of the result is `players[i]`;
 * the same input always gives the same schedule, and a shorter `rounds` gives a prefix of a longer one.
 * Throws {@link TournamentInputError} for fewer than 4 players, empty or duplicate names, courts that
 * are not a whole number of at least 1, or `rounds` outside 1..1000.
 */
export function americanoSchedule(
  players: string[],
  courts: number,
  options: AmericanoOptions = {},
): TournamentRound[] {
  validateTournamentPlayers(players);
  validateTournamentCourts(courts);
  const rounds = options.rounds ?? defaultAmericanoRounds(players.length, courts);
  validateRoundCount(rounds, 1, MAX_TOURNAMENT_ROUNDS);
  const used = courtsInUse(players.length, courts);
  return americanoIndexSchedule(players.length, used, rounds).map((round, i) => nameRound(players, round, i + 1));
}

/** Names the players of an index round and numbers it. */
export function nameRound(players: readonly string[], round: IndexRound, number: number): TournamentRound {
  const name = (index: number) => players[index] as string;
  return {
    number,
    matches: round.tables.map((t: IndexTable, court) => ({
      court: court + 1,
      team1: [name(t[0]), name(t[1])],
      team2: [name(t[2]), name(t[3])],
    })),
    resting: round.resting.map(name),
  };
}

// Searched schedules depend only on (players, courts in use) and are prefixes of each other, so the
// longest one built so far is kept. This is memoisation, invisible to callers; it keeps repeated
// calls (a screen re-rendering, property tests) from searching again. Bounded so a long session
// cannot grow it without limit. Whist tournaments are constructed directly and never cached.
const CACHE_LIMIT = 64;
const cache = new Map<string, IndexRound[]>();

/**
 * The schedule by player index for `playerCount` players on exactly `courts` courts
 * (4 x courts <= playerCount). See {@link americanoSchedule} for the rules it keeps.
 */
export function americanoIndexSchedule(playerCount: number, courts: number, rounds: number): IndexRound[] {
  const whist = whistSchedule(playerCount);
  if (whist && courts === Math.floor(playerCount / 4)) {
    // Enough courts: the whist tournament itself, repeated for longer schedules.
    return Array.from({ length: rounds }, (_, i) => whist[i % whist.length] as IndexRound);
  }
  const key = `${playerCount}:${courts}`;
  const cached = cache.get(key);
  if (cached && cached.length >= rounds) return cached.slice(0, rounds);
  const built = searchSchedule(playerCount, courts, rounds, whist);
  cache.delete(key);
  cache.set(key, built);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return built.slice(0, rounds);
}

function searchSchedule(
  playerCount: number,
  courts: number,
  rounds: number,
  whist: readonly IndexRound[] | null,
): IndexRound[] {
  const plan = ROTATION_PLANS[`${playerCount}:${courts}`];
  return searchRotation({
    playerCount,
    courts,
    rounds,
    rotationLength: Math.ceil((playerCount * (playerCount - 1)) / (4 * courts)),
    seed: plan?.seed ?? 1,
    nodesPerRound: plan?.nodesPerRound,
    // Pass mode cuts the whist tournament's rounds into smaller ones: every pair still partners once
    // and meets as opponents twice per rotation.
    passes: plan?.passes && whist ? whist.map((round) => round.tables) : undefined,
    // Line-ups without a plan (more than 32 players) get a short search before the greedy fill.
    budget: plan ? undefined : 3,
  }).rounds;
}
