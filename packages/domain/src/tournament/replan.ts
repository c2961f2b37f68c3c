import { nameRound } from './americano-schedule';
import type { MexicanoPairing } from './next-round';
import { nextRound } from './next-round';
import type { TournamentRoster } from './roster';
import type { RotationHistory } from './rotation-search';
import { searchRotation } from './rotation-search';
import type { TournamentFormat, TournamentRound } from './tournament-round';
import {
  courtsInUse,
  MAX_TOURNAMENT_ROUNDS,
  validateRosterNames,
  validateRoundCount,
  validateTournamentCourts,
} from './validate-players';
import type { IndexedRounds } from './validate-rounds';
import { indexRounds } from './validate-rounds';

/** Options of {@link replanRounds}. */
export interface ReplanOptions {
  /** Americano: how many rounds to plan after the rounds kept (0 and up); required for americano. */
  remainingRounds?: number;
  /** Mexicano and amexicano: as {@link nextRound}'s option. */
  pairing?: MexicanoPairing;
}

/**
 * Search budget of a re-plan, as a multiple of the rounds planned: the short search that line-ups
 * without a tuned plan get (americano-schedule.ts), since a re-plan runs while the players wait.
 */
const REPLAN_BUDGET = 3;

/**
 * The rounds still to play after a late player joined or a player withdrew. `played` are the
 * rounds kept as they are (those played, and the one in play when the change applies from the next
 * round on); `roster` is who is in now and who left.
 *
 * - Americano: a fresh schedule of `remainingRounds` rounds for the players in, numbered after the
 *   rounds kept, searched as {@link americanoSchedule} does but starting from what the kept rounds
 *   left behind: partnerships and opponents already played count, and every round a player did not
 *   play counts as a rest, a late player's rounds before joining included. So the rest counts draw
 *   together (those who sat out most play first: a late player plays every round until they have
 *   rested as often as the others), their spread never grows past one or its size before the change,
 *   and pairs that have never partnered partner first where the rest rule allows.
 * - Mexicano and amexicano: only the next round is planned, from the standings of everyone who
 *   played, withdrawn players included ({@link nextRound} with `withdrawn`); every kept match needs
 *   its score.
 *
 * Throws {@link TournamentInputError} for fewer than 4 players in, an empty or repeated name (across
 * both lists), invalid courts, an unknown format, `remainingRounds` missing or beyond 1000 rounds in
 * all, or a kept round naming someone not in the roster or a player twice.
 */
export function replanRounds(
  format: TournamentFormat,
  roster: TournamentRoster,
  courts: number,
  played: TournamentRound[],
  options: ReplanOptions = {},
): TournamentRound[] {
  const players = [...roster.players];
  const withdrawn = [...roster.withdrawn];
  if (format !== 'americano') {
    return [nextRound(format, players, courts, played, { pairing: options.pairing, withdrawn })];
  }
  const everyone = validateRosterNames(players, withdrawn);
  validateTournamentCourts(courts);
  const remaining = options.remainingRounds;
  validateRoundCount(remaining, 0, MAX_TOURNAMENT_ROUNDS - (Array.isArray(played) ? played.length : 0));
  const kept = indexRounds(everyone, played);
  if (remaining === 0) return [];
  const { rounds } = searchRotation({
    playerCount: players.length,
    courts: courtsInUse(players.length, courts),
    rounds: remaining,
    rotationLength: remaining,
    seed: 1,
    budget: REPLAN_BUDGET,
    history: historyOf(kept, players.length),
  });
  return rounds.map((round, i) => nameRound(players, round, played.length + i + 1));
}

/** What the kept rounds leave for the `n` players still in (indices below n; withdrawn ones above). */
function historyOf(rounds: IndexedRounds, n: number): RotationHistory {
  const partners: [number, number][] = [];
  const opponents: [number, number][] = [];
  const rests = new Array<number>(n).fill(0);
  const restRun = new Array<number>(n).fill(0);
  const isIn = (p: number) => p < n;
  for (const round of rounds) {
    const playing = new Set<number>();
    for (const { players } of round) {
      const [a, b, c, d] = players;
      for (const p of players) playing.add(p);
      if (isIn(a) && isIn(b)) partners.push([a, b]);
      if (isIn(c) && isIn(d)) partners.push([c, d]);
      for (const x of [a, b]) for (const y of [c, d]) if (isIn(x) && isIn(y)) opponents.push([x, y]);
    }
    for (let p = 0; p < n; p++) {
      const sat = playing.has(p) ? 0 : 1;
      rests[p] = (rests[p] as number) + sat;
      restRun[p] = sat ? (restRun[p] as number) + 1 : 0;
    }
  }
  return { partners, opponents, rests, restRun };
}
