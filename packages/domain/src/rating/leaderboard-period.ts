/**
 * The leaderboard's periods (decision 036): all time, this calendar year and this calendar month,
 * in UTC so every server and database agree on where a month starts.
 */
import type { EpochMs } from '../scoring/events';

export type LeaderboardPeriod = 'month' | 'year' | 'all';
export const LEADERBOARD_PERIODS: readonly LeaderboardPeriod[] = ['month', 'year', 'all'];

/**
 * The keys of the calendar periods holding an instant: "2026" and "2026-11". A rated match counts in
 * the periods of its end; the leaderboard of "this month" reads the key of now.
 */
export function periodKeys(at: EpochMs): { year: string; month: string } {
  const date = new Date(at);
  const year = String(date.getUTCFullYear());
  return { year, month: `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}` };
}
