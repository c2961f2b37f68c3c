import type { EpochMs } from '../scoring/events';
import type { PlayerBreakdowns } from './player-breakdowns';
import type { PlayerMatchRecord } from './player-match-record';
import type { StatisticsSummary } from './player-summary';
import type { DetailedTotals } from './player-totals';
import type { Trend } from './player-trends';
import { statisticsAt, statisticsSnapshot } from './statistics-snapshot';

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

/**
 * The statistics of one player's saved matches at `now` (decision 035): the snapshot of the records
 * taken at `now`, read at `now`, so that a stored snapshot and this give the same figures by one path.
 */
export function playerStatistics(
  records: readonly PlayerMatchRecord[],
  { now }: { readonly now: EpochMs },
): PlayerStatistics {
  return statisticsAt(statisticsSnapshot(records, now), now);
}
