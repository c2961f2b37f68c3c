import type { EpochMs } from '../scoring/events';
import type { PlayerBreakdowns } from './player-breakdowns';
import { playerBreakdowns } from './player-breakdowns';
import type { PlayerMatchRecord } from './player-match-record';
import type { DetailedStatistics, PlayerStatistics } from './player-statistics';
import type { StatisticsSummary } from './player-summary';
import { statisticsSummary } from './player-summary';
import type { DetailedTotals } from './player-totals';
import { detailedTotals } from './player-totals';
import type { DatedOutcome } from './player-trends';
import { LONGEST_TREND_MS, playerTrends } from './player-trends';
import { uniqueRecords } from './unique-records';

/**
 * The version of the snapshot's shape and figures. Raise it whenever what `statisticsSnapshot` keeps
 * or how any of its figures is worked out changes: a stored snapshot of another version is not used.
 */
export const STATISTICS_SNAPSHOT_VERSION = 2;

/**
 * Everything a player's statistics take from their records, worked out once at `at` (decision 037):
 * the parts that depend only on the set of records, and the end and outcome of each counted match
 * that a trend of a later moment may still count. Plain JSON, so that it can be stored.
 */
export interface StatisticsSnapshot {
  readonly v: number;
  /** When it was taken: it gives the statistics of any moment at or after this one. */
  readonly at: EpochMs;
  readonly summary: StatisticsSummary;
  readonly totals: DetailedTotals;
  readonly breakdowns: PlayerBreakdowns;
  /** The counted matches that ended less than the longest trend period before `at`, newest first. */
  readonly dated: readonly DatedOutcome[];
}

/** Newest end first; the match id settles equal ends so that the order never depends on the input's. */
function newestFirst(a: PlayerMatchRecord, b: PlayerMatchRecord): number {
  if (a.endedAt !== b.endedAt) return b.endedAt - a.endedAt;
  return a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0;
}

/**
 * The snapshot of one player's saved matches at `at`. Copies of one real match count once
 * (`uniqueRecords`), abandoned matches never count, and the rest is a few linear passes after one
 * sort. A match that ended a whole trend period before `at` is out of every trend of any later moment,
 * so only the newer ones keep their end and outcome.
 */
export function statisticsSnapshot(records: readonly PlayerMatchRecord[], at: EpochMs): StatisticsSnapshot {
  const counted = uniqueRecords(records).filter((record) => record.status === 'completed');
  counted.sort(newestFirst);
  const dated: DatedOutcome[] = [];
  for (const record of counted) {
    if (at - record.endedAt >= LONGEST_TREND_MS) break;
    dated.push([record.endedAt, record.outcome]);
  }
  return {
    v: STATISTICS_SNAPSHOT_VERSION,
    at,
    summary: statisticsSummary(counted),
    totals: detailedTotals(counted),
    breakdowns: playerBreakdowns(counted),
    dated,
  };
}

/** Whether `snapshot` (as stored, perhaps by an older version) gives the statistics of `now`. */
export function snapshotAnswers(snapshot: StatisticsSnapshot, now: EpochMs): boolean {
  return snapshot.v === STATISTICS_SNAPSHOT_VERSION && now >= snapshot.at;
}

/** The statistics at `now` (at or after the snapshot's moment) of the records the snapshot was taken of. */
export function statisticsAt(snapshot: StatisticsSnapshot, now: EpochMs): PlayerStatistics {
  const detailed: DetailedStatistics = {
    ...snapshot.totals,
    ...snapshot.breakdowns,
    trends: playerTrends(snapshot.dated, now),
  };
  return { summary: snapshot.summary, detailed };
}
