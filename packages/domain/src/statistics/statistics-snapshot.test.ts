import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerStatistics } from './player-statistics';
import { LONGEST_TREND_MS } from './player-trends';
import {
  STATISTICS_SNAPSHOT_VERSION,
  type StatisticsSnapshot,
  snapshotAnswers,
  statisticsAt,
  statisticsSnapshot,
} from './statistics-snapshot';
import { arbitraryRecords, DAY_MS, HOUR_MS, NOW, record } from './test-support';

/** How long after the snapshot a property reads it: up to 400 days, past the longest trend. */
const later = fc.integer({ min: 0, max: 400 * DAY_MS });

describe('statisticsSnapshot and statisticsAt', () => {
  it('give the statistics of the records at any moment at or after the snapshot (property)', () => {
    fc.assert(
      fc.property(arbitraryRecords, later, (records, wait) => {
        const now = NOW + wait;
        expect(statisticsAt(statisticsSnapshot(records, NOW), now)).toEqual(playerStatistics(records, { now }));
      }),
    );
  });

  it('give the same statistics once stored as JSON and read back (property)', () => {
    fc.assert(
      fc.property(arbitraryRecords, later, (records, wait) => {
        const snapshot = statisticsSnapshot(records, NOW);
        const stored: StatisticsSnapshot = JSON.parse(JSON.stringify(snapshot));
        expect(statisticsAt(stored, NOW + wait)).toEqual(statisticsAt(snapshot, NOW + wait));
      }),
    );
  });

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
