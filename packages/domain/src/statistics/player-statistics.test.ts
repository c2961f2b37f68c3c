import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { log } from '../scoring/test-support';
import type { MatchOutcome, PlayerMatchRecord } from './player-match-record';
import { MATCH_OUTCOMES } from './player-match-record';
import { playerStatistics } from './player-statistics';
import type { StatisticsSnapshot } from './statistics-snapshot';
import { statisticsAt, statisticsSnapshot } from './statistics-snapshot';
import { DAY_MS, HOUR_MS, NOW, record, recordOf } from './test-support';

interface Row {
  matchId: string;
  hoursAgo: number;
  outcome: MatchOutcome;
  abandoned: boolean;
  rival: string | null;
}

describe('playerStatistics', () => {
  it('counts a match saved by both of its players once, keeping the earliest copy', () => {
    const mine = recordOf(log().games('111111111111'), { matchId: 'mine', endedAt: NOW - 2 * HOUR_MS });
    // The rival's copy, in which I am player2, ended an hour later.
    const theirs = recordOf(log().games('222222222222'), { matchId: 'theirs', endedAt: NOW - HOUR_MS }, 'player2');
    const { summary, detailed } = playerStatistics([theirs, mine], { now: NOW });
    expect(summary).toMatchObject({ played: 1, won: 1, winPercent: 100 });
    expect(summary.recent.map((r) => r.matchId)).toEqual(['mine']);
    expect(detailed.points).toEqual({ won: 48, played: 48, percent: 100 });
  });

  it('never counts an abandoned match', () => {
    const abandoned = record({ matchId: 'x', status: 'abandoned', outcome: 'lost', endedAt: NOW });
    const { summary, detailed } = playerStatistics([abandoned, record()], { now: NOW });
    expect(summary).toMatchObject({ played: 1, won: 1, lost: 0, streak: { outcome: 'won', length: 1 } });
    expect(summary.recent).toHaveLength(1);
    expect(detailed.trends[0]?.played).toBe(1);
    expect(detailed.bySport).toEqual([{ sport: 'padel', played: 1, won: 1, lost: 0, drawn: 0, winPercent: 100 }]);
  });

  it('orders the results newest first whatever the order of the records', () => {
    const older = record({ matchId: 'old', endedAt: NOW - 3 * DAY_MS, outcome: 'lost' });
    const newer = record({ matchId: 'new', endedAt: NOW - DAY_MS, sets: [{ own: 6, rival: 0 }] });
    const { summary } = playerStatistics([older, newer], { now: NOW });
    expect(summary.recent.map((r) => r.matchId)).toEqual(['new', 'old']);
    expect(summary.streak).toEqual({ outcome: 'won', length: 1 });
  });

  /** `count` records, 4 hours apart, in 350 recurring line-ups (partner, opponent) as a real history has. */
  const history = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      record({
        matchId: `m${i}`,
        endedAt: NOW - i * 4 * HOUR_MS,
        outcome: MATCH_OUTCOMES[i % 3] as MatchOutcome,
        opponents: [{ userId: `u${i % 50}`, name: `U${i % 50}` }],
        partner: { userId: `p${i % 7}`, name: `P${i % 7}` },
        club: { id: `c${i % 5}`, name: `C${i % 5}` },
      }),
    );
  // No wall-clock assertion: on the shared 2-core machine timings vary tenfold between runs, so a
  // bound would either be flaky or test nothing. Linear work comes from the design (uniqueRecords).
  it('keeps 2,000 records of 350 recurring line-ups apart and groups them', () => {
    const { summary, detailed } = playerStatistics(history(2000), { now: NOW });
    expect(summary).toMatchObject({ played: 2000, won: 667, lost: 667, drawn: 666 });
    expect(summary.streak).toEqual({ outcome: 'won', length: 1 });
    expect([
      detailed.byPartner.rows.length,
      detailed.againstOpponents.rows.length,
      detailed.byClub.rows.length,
    ]).toEqual([7, 10, 5]);
    expect(detailed.againstOpponents.rows[0]).toMatchObject({ id: 'u0', played: 40 });
    expect(detailed.againstOpponents.others).toMatchObject({ groups: 40, played: 1600 });
    // 4 hours apart: 180 in 30 days, 540 in 90, all 2,000 (333 days) in 365.
    expect(detailed.trends.map((trend) => trend.played)).toEqual([180, 540, 2000]);
  });

  const records = fc.array(
    fc.record({
      matchId: fc.uuid(),
      hoursAgo: fc.integer({ min: -2, max: 24 * 400 }),
      outcome: fc.constantFrom(...MATCH_OUTCOMES),
      abandoned: fc.boolean(),
      rival: fc.constantFrom('r1', 'r2', null),
    }),
    { maxLength: 40 },
  );
  const build = (rows: Row[]): PlayerMatchRecord[] =>
    rows.map((row) =>
      record({
        matchId: row.matchId,
        endedAt: NOW - row.hoursAgo * HOUR_MS,
        outcome: row.outcome,
        status: row.abandoned ? 'abandoned' : 'completed',
        opponents: [{ userId: row.rival, name: row.rival ?? 'Typed' }],
      }),
    );

  it('keeps its counts consistent (property)', () => {
    fc.assert(
      fc.property(records, (rows) => {
        const { summary, detailed } = playerStatistics(build(rows), { now: NOW });
        expect(summary.won + summary.lost + summary.drawn).toBe(summary.played);
        expect(summary.streak?.length ?? 0).toBeLessThanOrEqual(summary.played);
        if (summary.winPercent !== null) {
          expect(summary.winPercent).toBeGreaterThanOrEqual(0);
          expect(summary.winPercent).toBeLessThanOrEqual(100);
        }
        const sportTotal = detailed.bySport.reduce((sum, row) => sum + row.played, 0);
        expect(sportTotal).toBe(summary.played);
        for (const trend of detailed.trends) {
          expect(trend.buckets.reduce((sum, b) => sum + b.played, 0)).toBe(trend.played);
          expect(trend.played).toBeLessThanOrEqual(summary.played);
        }
      }),
    );
  });

  it('does not depend on the order of the records nor on copies already counted (property)', () => {
    fc.assert(
      fc.property(records, (rows) => {
        const input = build(rows);
        const once = playerStatistics(input, { now: NOW });
        expect(playerStatistics([...input].reverse(), { now: NOW })).toEqual(once);
        expect(playerStatistics([...input, ...input], { now: NOW })).toEqual(once);
      }),
    );
  });

  /** How long after a snapshot a property reads it: up to 400 days, past the longest trend. */
  const later = fc.integer({ min: 0, max: 400 * DAY_MS });

  it('is a snapshot of the records read at once, and that snapshot read later is the statistics then (property)', () => {
    fc.assert(
      fc.property(records, later, (rows, wait) => {
        const input = build(rows);
        const now = NOW + wait;
        expect(statisticsAt(statisticsSnapshot(input, NOW), now)).toEqual(playerStatistics(input, { now }));
      }),
    );
  });

  it('gives the same statistics from a snapshot stored as JSON and read back (property)', () => {
    fc.assert(
      fc.property(records, later, (rows, wait) => {
        const snapshot = statisticsSnapshot(build(rows), NOW);
        const stored: StatisticsSnapshot = JSON.parse(JSON.stringify(snapshot));
        expect(statisticsAt(stored, NOW + wait)).toEqual(statisticsAt(snapshot, NOW + wait));
      }),
    );
  });
});
