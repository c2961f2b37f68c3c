import type { EpochMs } from '../scoring/events';
import type { MatchOutcome } from './player-match-record';
import type { Tally, WinLoss } from './tally';
import { addOutcome, emptyTally, winLoss } from './tally';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The periods of the trends, and the length of their chart's buckets: weeks, or 30-day "months". */
export const TREND_PERIODS = [
  { days: 30, bucketDays: 7 },
  { days: 90, bucketDays: 7 },
  { days: 365, bucketDays: 30 },
] as const;

/** The longest period a trend looks back: a match that ended this long before `now` is in none. */
export const LONGEST_TREND_MS = Math.max(...TREND_PERIODS.map((period) => period.days)) * DAY_MS;

/** What a trend needs of a counted match: when it ended and how (a pair, compact when stored). */
export type DatedOutcome = readonly [endedAt: EpochMs, outcome: MatchOutcome];

/** Days a trend looks back. */
export type TrendDays = (typeof TREND_PERIODS)[number]['days'];

/** Results in one bucket of a trend: matches that ended after `start` and at or before `end`. */
export interface TrendBucket extends WinLoss {
  readonly start: EpochMs;
  readonly end: EpochMs;
}

/** Results of the last `days` days, with the buckets of its chart, oldest first. */
export interface Trend extends WinLoss {
  readonly days: TrendDays;
  /** Length of a bucket; every bucket has it except the oldest, cut at the start of the period. */
  readonly bucketMs: number;
  readonly buckets: readonly TrendBucket[];
}

interface Period {
  readonly days: TrendDays;
  readonly periodMs: number;
  readonly bucketMs: number;
  readonly total: Tally;
  readonly buckets: Tally[];
}

/**
 * The trends of the counted matches (`dated`) at `now`. Buckets are fixed lengths counted back from `now`, so
 * the newest bucket is always a whole week (or 30 days) and no time zone is needed; the UI labels a
 * bucket by its start in the user's zone. A match that ended after `now` (a clock ahead) is in the
 * newest bucket. One pass: each record goes to its bucket by arithmetic.
 */
export function playerTrends(dated: readonly DatedOutcome[], now: EpochMs): Trend[] {
  const periods: Period[] = TREND_PERIODS.map(({ days, bucketDays }) => {
    const periodMs = days * DAY_MS;
    const bucketMs = bucketDays * DAY_MS;
    const buckets = Array.from({ length: Math.ceil(periodMs / bucketMs) }, emptyTally);
    return { days, periodMs, bucketMs, total: emptyTally(), buckets };
  });
  for (const [endedAt, outcome] of dated) {
    const age = Math.max(0, now - endedAt);
    for (const period of periods) {
      if (age >= period.periodMs) continue;
      addOutcome(period.total, outcome);
      const bucket = period.buckets[Math.floor(age / period.bucketMs)];
      if (bucket !== undefined) addOutcome(bucket, outcome);
    }
  }
  return periods.map(({ days, periodMs, bucketMs, total, buckets }) => ({
    days,
    bucketMs,
    ...winLoss(total),
    // Tallies are indexed newest first (by age); the chart reads oldest first.
    buckets: buckets
      .map((tally, age) => ({
        start: now - Math.min((age + 1) * bucketMs, periodMs),
        end: now - age * bucketMs,
        ...winLoss(tally),
      }))
      .reverse(),
  }));
}
