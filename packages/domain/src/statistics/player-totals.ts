import type { PlayerMatchRecord } from './player-match-record';
import type { ServeTotals } from './player-serve-stats';
import { serveTotals } from './player-serve-stats';
import type { Ratio } from './tally';
import { ratio } from './tally';

/** The Premium totals over every counted match, from the player's side. */
export interface DetailedTotals {
  readonly points: Ratio;
  readonly games: Ratio;
  /** Sets won out of sets finished (the match tie-break is a set); lost = played - won. */
  readonly sets: Ratio;
  /** Set tie-breaks (to 7) won out of those finished. */
  readonly tiebreaks: Ratio;
  /** Match tie-breaks (to 10) won out of those finished. */
  readonly superTiebreaks: Ratio;
  /** Golden and star points won out of those played. */
  readonly decidingPoints: Ratio;
  /** The longest run of points won in a row in any one match. */
  readonly longestRun: number;
  /** Matches won from behind (`PlayerMatchStats.comeback`). */
  readonly comebacks: number;
  /** Rounded mean of the matches with a duration (a match with fewer than two events has none); null without. */
  readonly averageDurationMs: number | null;
  /** The serve's figures over the matches that have them; null when none has (no server was ever chosen). */
  readonly serve: ServeTotals | null;
}

/** Sums the per-match figures of the counted records in one pass. */
export function detailedTotals(records: readonly PlayerMatchRecord[]): DetailedTotals {
  const won = { points: 0, games: 0, sets: 0, tiebreaks: 0, superTiebreaks: 0, decidingPoints: 0 };
  const played = { ...won };
  let longestRun = 0;
  let comebacks = 0;
  let durationMs = 0;
  let timed = 0;
  for (const { stats, durationMs: duration } of records) {
    for (const key of ['points', 'games', 'sets', 'tiebreaks', 'superTiebreaks'] as const) {
      won[key] += stats[key].own;
      played[key] += stats[key].own + stats[key].rival;
    }
    won.decidingPoints += stats.decidingPoints.won;
    played.decidingPoints += stats.decidingPoints.played;
    longestRun = Math.max(longestRun, stats.longestRun.own);
    if (stats.comeback) comebacks += 1;
    if (duration > 0) {
      durationMs += duration;
      timed += 1;
    }
  }
  return {
    points: ratio(won.points, played.points),
    games: ratio(won.games, played.games),
    sets: ratio(won.sets, played.sets),
    tiebreaks: ratio(won.tiebreaks, played.tiebreaks),
    superTiebreaks: ratio(won.superTiebreaks, played.superTiebreaks),
    decidingPoints: ratio(won.decidingPoints, played.decidingPoints),
    longestRun,
    comebacks,
    averageDurationMs: timed === 0 ? null : Math.round(durationMs / timed),
    serve: serveTotals(records),
  };
}
