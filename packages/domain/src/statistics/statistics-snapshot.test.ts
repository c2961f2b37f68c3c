import { describe, expect, it } from 'vitest';
import { LONGEST_TREND_MS } from './player-trends';
import { STATISTICS_SNAPSHOT_VERSION, snapshotAnswers, statisticsAt, statisticsSnapshot } from './statistics-snapshot';
import { DAY_MS, HOUR_MS, NOW, record } from './test-support';

describe('statisticsSnapshot and statisticsAt', () => {
  it.each([
    ['a match that ended now', 0, 1],
    ['one a day short of the longest trend', 364, 1],
    ['one that ended exactly the longest trend ago', 365, 0],
    ['one older than every trend', 500, 0],
    ['one that ended after the snapshot (a clock ahead)', -1, 1],
  ] as const)('keeps the end and outcome of %s only while a later trend may count it', (_, days, kept) => {
    const snapshot = statisticsSnapshot([record({ endedAt: NOW - days * DAY_MS })], NOW);
    expect(snapshot.dated).toHaveLength(kept);
    expect(snapshot.summary.played).toBe(1);
  });

  it('moves only the trends when read later: a match leaves the 30 days, the rest stays', () => {
    const snapshot = statisticsSnapshot([record({ endedAt: NOW - 20 * DAY_MS })], NOW);
    const { summary, detailed } = statisticsAt(snapshot, NOW + 15 * DAY_MS);
    expect(detailed.trends.map((trend) => trend.played)).toEqual([0, 1, 1]);
    expect(summary).toBe(snapshot.summary);
    expect(detailed.bySport).toBe(snapshot.breakdowns.bySport);
  });

  it('keeps only counted matches for the trends, newest first', () => {
    const snapshot = statisticsSnapshot(
      [
        record({ matchId: 'old', endedAt: NOW - 2 * HOUR_MS, outcome: 'lost' }),
        record({ matchId: 'gone', endedAt: NOW - HOUR_MS, status: 'abandoned' }),
        record({ matchId: 'new', endedAt: NOW - HOUR_MS, opponents: [{ userId: null, name: 'Typed' }] }),
      ],
      NOW,
    );
    expect(snapshot.dated).toEqual([
      [NOW - HOUR_MS, 'won'],
      [NOW - 2 * HOUR_MS, 'lost'],
    ]);
    expect(LONGEST_TREND_MS).toBe(365 * DAY_MS);
  });

  it.each([
    ['the current version at its moment', STATISTICS_SNAPSHOT_VERSION, 0, true],
    ['the current version later', STATISTICS_SNAPSHOT_VERSION, 400 * DAY_MS, true],
    ['the current version before its moment (another clock behind)', STATISTICS_SNAPSHOT_VERSION, -1, false],
    ['another version', STATISTICS_SNAPSHOT_VERSION - 1, 0, false],
  ] as const)('answers with a snapshot of %s: %s', (_, v, wait, answers) => {
    const snapshot = { ...statisticsSnapshot([record()], NOW), v };
    expect(snapshotAnswers(snapshot, NOW + wait)).toBe(answers);
  });
});
