import { describe, expect, it } from 'vitest';
import type { MatchOutcome } from './player-match-record';
import { type DatedOutcome, playerTrends, TREND_PERIODS } from './player-trends';
import { DAY_MS, NOW } from './test-support';

const WEEK_MS = 7 * DAY_MS;
const ago = (days: number, outcome: MatchOutcome = 'won'): DatedOutcome => [NOW - days * DAY_MS, outcome];

describe('playerTrends', () => {
  it('has the 30, 90 and 365 day periods with weekly and 30-day buckets, oldest first', () => {
    const trends = playerTrends([], NOW);
    expect(trends.map((t) => [t.days, t.bucketMs / DAY_MS, t.buckets.length])).toEqual([
      [30, 7, 5],
      [90, 7, 13],
      [365, 30, 13],
    ]);
    expect(TREND_PERIODS.map((p) => p.days)).toEqual([30, 90, 365]);
    const [month] = trends;
    expect(month?.buckets.map((b) => [(NOW - b.start) / DAY_MS, (NOW - b.end) / DAY_MS])).toEqual([
      [30, 28],
      [28, 21],
      [21, 14],
      [14, 7],
      [7, 0],
    ]);
    expect(month).toMatchObject({ played: 0, winPercent: null });
  });

  it.each([
    ['ended now', 0, [1, 1, 1], 4],
    ['ended 6.9 days ago', 6.9, [1, 1, 1], 4],
    ['ended exactly 7 days ago', 7, [1, 1, 1], 3],
    ['ended 29 days ago', 29, [1, 1, 1], 0],
    ['ended exactly 30 days ago', 30, [0, 1, 1], null],
    ['ended 200 days ago', 200, [0, 0, 1], null],
    ['ended 365 days ago', 365, [0, 0, 0], null],
    ['ended in the future (a clock ahead)', -1, [1, 1, 1], 4],
  ] as const)('places a match that %s', (_, days, played, bucket) => {
    const trends = playerTrends([ago(days)], NOW);
    expect(trends.map((t) => t.played)).toEqual(played);
    const month = trends[0]?.buckets.map((b) => b.played);
    expect(month?.indexOf(1) ?? -1).toBe(bucket ?? -1);
  });

  it('counts matches, wins and win % per period and per bucket', () => {
    const [month, quarter, year] = playerTrends(
      [ago(1), ago(2, 'lost'), ago(3, 'draw'), ago(10), ago(60, 'lost'), ago(300)],
      NOW,
    );
    expect(month).toMatchObject({ played: 4, won: 2, lost: 1, drawn: 1, winPercent: 50 });
    expect(month?.buckets[4]).toMatchObject({ played: 3, won: 1, winPercent: (100 * 1) / 3 });
    expect(month?.buckets[3]).toMatchObject({ played: 1, won: 1, winPercent: 100 });
    expect(quarter).toMatchObject({ played: 5, won: 2 });
    expect(quarter?.buckets[12 - Math.floor((60 * DAY_MS) / WEEK_MS)]).toMatchObject({ played: 1, won: 0 });
    expect(year).toMatchObject({ played: 6, won: 3 });
    expect(year?.buckets[12 - 10]).toMatchObject({ played: 1, won: 1 });
  });
});
