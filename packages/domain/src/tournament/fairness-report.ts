import type { TournamentRound } from './tournament-round';
import { validateTournamentPlayers } from './validate-players';
import { indexRounds } from './validate-rounds';

/** Smallest and largest value of a count over players or pairs. */
export interface CountSpread {
  min: number;
  max: number;
}

/** One player's share of the schedule. */
export interface PlayerFairness {
  player: string;
  matches: number;
  rests: number;
  /** Different players partnered at least once. */
  partners: number;
  /** Different players faced at least once. */
  opponents: number;
}

/** How evenly a schedule treats the players; the UI shows it beside the schedule. */
export interface FairnessReport {
  /** Partnerships beyond the first for each pair (a pair partnering three times adds 2). */
  partnerRepeats: number;
  /** The most times any pair partners. */
  maxPartnerCount: number;
  /** Pairs that never partner. */
  pairsNeverPartnered: number;
  /** How often two players meet as opponents, over all pairs. */
  opponentSpread: CountSpread;
  /** Rounds rested, over all players. */
  restSpread: CountSpread;
  /** Times a player rests two rounds in a row (three in a row counts 2). */
  consecutiveRests: number;
  /** Per player, in the order of `players`. */
  players: PlayerFairness[];
}

/**
 * Measures partner repeats, opponent spread and rest spread of any schedule (played or not). A player
 * rests in a round when in none of its matches. Throws {@link TournamentInputError} for an invalid
 * player list or a round naming an unknown player or a player twice.
 */
export function fairnessReport(players: string[], rounds: TournamentRound[]): FairnessReport {
  validateTournamentPlayers(players);
  const indexed = indexRounds(players, rounds);
  const n = players.length;
  const partner = new Int32Array(n * n);
  const opponent = new Int32Array(n * n);
  const matches = new Array<number>(n).fill(0);
  const rests = new Array<number>(n).fill(0);
  let consecutiveRests = 0;
  let restedBefore = new Uint8Array(n);
  for (const round of indexed) {
    const playing = new Uint8Array(n);
    for (const {
      players: [a, b, c, d],
    } of round) {
      for (const [x, y] of [
        [a, b],
        [c, d],
      ] as const) {
        partner[x * n + y] = (partner[x * n + y] as number) + 1;
        partner[y * n + x] = (partner[y * n + x] as number) + 1;
      }
      for (const x of [a, b]) {
        for (const y of [c, d]) {
          opponent[x * n + y] = (opponent[x * n + y] as number) + 1;
          opponent[y * n + x] = (opponent[y * n + x] as number) + 1;
        }
      }
      for (const p of [a, b, c, d]) {
        playing[p] = 1;
        matches[p] = (matches[p] as number) + 1;
      }
    }
    const restedNow = new Uint8Array(n);
    for (let p = 0; p < n; p++) {
      if (playing[p]) continue;
      restedNow[p] = 1;
      rests[p] = (rests[p] as number) + 1;
      if (restedBefore[p]) consecutiveRests++;
    }
    restedBefore = restedNow;
  }
  let partnerRepeats = 0;
  let maxPartnerCount = 0;
  let pairsNeverPartnered = 0;
  const opponentSpread: CountSpread = { min: Number.POSITIVE_INFINITY, max: 0 };
  for (let x = 0; x < n; x++) {
    for (let y = x + 1; y < n; y++) {
      const together = partner[x * n + y] as number;
      partnerRepeats += Math.max(0, together - 1);
      maxPartnerCount = Math.max(maxPartnerCount, together);
      if (together === 0) pairsNeverPartnered++;
      const against = opponent[x * n + y] as number;
      opponentSpread.min = Math.min(opponentSpread.min, against);
      opponentSpread.max = Math.max(opponentSpread.max, against);
    }
  }
  const count = (counts: Int32Array, p: number) => {
    let distinct = 0;
    for (let q = 0; q < n; q++) if ((counts[p * n + q] as number) > 0) distinct++;
    return distinct;
  };
  return {
    partnerRepeats,
    maxPartnerCount,
    pairsNeverPartnered,
    opponentSpread,
    restSpread: { min: Math.min(...rests), max: Math.max(...rests) },
    consecutiveRests,
    players: players.map((player, p) => ({
      player,
      matches: matches[p] as number,
      rests: rests[p] as number,
      partners: count(partner, p),
      opponents: count(opponent, p),
    })),
  };
}
