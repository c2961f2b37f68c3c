import type { EpochMs } from '../scoring/events';
import type { PlayerBreakdowns } from './player-breakdowns';
import { playerBreakdowns } from './player-breakdowns';
import type { PlayerMatchRecord } from './player-match-record';
import type { StatisticsSummary } from './player-summary';
import { statisticsSummary } from './player-summary';
import type { DetailedTotals } from './player-totals';
import { detailedTotals } from './player-totals';
import type { Trend } from './player-trends';
import { playerTrends } from './player-trends';
import { uniqueRecords } from './unique-records';

/** The Premium part ("detailed statistics"). */
export interface DetailedStatistics extends DetailedTotals, PlayerBreakdowns {
  /** The last 30, 90 and 365 days, in that order. */
  readonly trends: readonly Trend[];
}

/** A player's statistics: the free summary and the Premium details. */
export interface PlayerStatistics {
  readonly summary: StatisticsSummary;
  readonly detailed: DetailedStatistics;
}

/** Newest end first; the match id settles equal ends so that the order never depends on the input's. */
function newestFirst(a: PlayerMatchRecord, b: PlayerMatchRecord): number {
  if (a.endedAt !== b.endedAt) return b.endedAt - a.endedAt;
  return a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0;
}

/**
 * The statistics of one player's saved matches at `now` (decision 035). Copies of one real match
 * count once (`uniqueRecords`), abandoned matches never count, and the rest is a few linear passes
 * after one sort, so a history of 2,000 matches costs little more than reading it.
 */
export function playerStatistics(
  records: readonly PlayerMatchRecord[],
  { now }: { readonly now: EpochMs },
): PlayerStatistics {
  const counted = uniqueRecords(records).filter((record) => record.status === 'completed');
  counted.sort(newestFirst);
  return {
    summary: statisticsSummary(counted),
    detailed: { ...detailedTotals(counted), ...playerBreakdowns(counted), trends: playerTrends(counted, now) },
  };
}
