import type { EpochMs } from '../scoring/events';
import type { Sport } from '../scoring/rules';
import type { MatchOutcome, OwnRival, PlayerMatchRecord } from './player-match-record';
import type { WinLoss } from './tally';
import { addOutcome, emptyTally, winLoss } from './tally';

/** How many results the free summary lists. */
export const RECENT_RESULTS_SHOWN = 10;

/** The run of equal outcomes the newest matches make (a draw is a run of its own kind). */
export interface Streak {
  readonly outcome: MatchOutcome;
  readonly length: number;
}

/** One line of the recent results. */
export interface RecentResult {
  readonly matchId: string;
  readonly outcome: MatchOutcome;
  readonly endedAt: EpochMs;
  readonly sport: Sport;
  readonly opponents: readonly string[];
  /** Games of each set played, from the player's side. */
  readonly sets: readonly OwnRival[];
}

/** The free statistics: totals, the current streak and the newest results. */
export interface StatisticsSummary extends WinLoss {
  /** Null before the first match. */
  readonly streak: Streak | null;
  /** Newest first, at most `RECENT_RESULTS_SHOWN`. */
  readonly recent: readonly RecentResult[];
}

/** The free summary of completed, de-duplicated records given newest first. */
export function statisticsSummary(newestFirst: readonly PlayerMatchRecord[]): StatisticsSummary {
  const tally = emptyTally();
  let streak: { outcome: MatchOutcome; length: number } | null = null;
  let streakOpen = true;
  const recent: RecentResult[] = [];
  for (const record of newestFirst) {
    addOutcome(tally, record.outcome);
    if (streak === null) streak = { outcome: record.outcome, length: 1 };
    else if (streakOpen && record.outcome === streak.outcome) streak.length += 1;
    else streakOpen = false;
    if (recent.length < RECENT_RESULTS_SHOWN) {
      const { matchId, outcome, endedAt, sport, sets } = record;
      recent.push({ matchId, outcome, endedAt, sport, sets, opponents: record.opponents.map((person) => person.name) });
    }
  }
  return { ...winLoss(tally), streak, recent };
}
