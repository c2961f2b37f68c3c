import type { MatchCopy } from '@marcador/domain';
import { and, between, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { communityCountedMatches, communityCounters, users } from '../../db/schema';
import { lockUntilTransactionEnds } from '../../db/transaction-lock';
import type { CommunityMetric, CounterIncrement } from './community-increments';

/**
 * Slots each counter is split into: a finish adds to one at random, so 50 concurrent finishes meet on
 * the same row lock about 1 time in 16 instead of always (decision 038). A read sums at most this many
 * rows per key.
 */
export const COUNTER_SLOTS = 16;

/** The metrics read whole: a handful of keys each (sports, days, hours). */
const SMALL_METRICS: CommunityMetric[] = [
  'matches',
  'points',
  'games',
  'deciding_points',
  'duration_ms',
  'weekday',
  'hour',
];

/** A counter summed over its slots. */
export interface CounterSum {
  metric: CommunityMetric;
  key: string;
  n: number;
}

/** The community counters. */
export function communityRepository(db: Db) {
  const summed = sql<string>`sum(${communityCounters.n})`;
  return {
    /**
     * Makes a concurrent finish of the same fingerprint wait until this transaction ends, so of two
     * players saving one match at once, the second sees the first's copy. Other matches never wait
     * (but for a collision of the 32-bit hash, which only costs a wait).
     */
    async lockFingerprint(fingerprint: string): Promise<void> {
      await lockUntilTransactionEnds(db, fingerprint);
    },

    /** The counted copies of `copy`'s fingerprint that ended within `windowMs` of it. */
    async countedNear(copy: MatchCopy, windowMs: number): Promise<MatchCopy[]> {
      const rows = await db
        .select({ fingerprint: communityCountedMatches.fingerprint, endedAt: communityCountedMatches.endedAt })
        .from(communityCountedMatches)
        .where(
          and(
            eq(communityCountedMatches.fingerprint, copy.fingerprint),
            between(
              communityCountedMatches.endedAt,
              new Date(copy.endedAt - windowMs),
              new Date(copy.endedAt + windowMs),
            ),
          ),
        );
      return rows.map((row) => ({ fingerprint: row.fingerprint, endedAt: row.endedAt.getTime() }));
    },

    /** Remembers `copy` as counted. */
    async markCounted(copy: MatchCopy): Promise<void> {
      await db
        .insert(communityCountedMatches)
        .values({ fingerprint: copy.fingerprint, endedAt: new Date(copy.endedAt) })
        .onConflictDoNothing();
    },

    /**
     * Adds the increments to slot `slot`, in one statement whose rows are in (metric, key) order, so
     * two finishes lock shared rows in the same order and never deadlock.
     */
    async add(increments: readonly CounterIncrement[], slot: number): Promise<void> {
      if (increments.length === 0) return;
      const rows = [...increments]
        .sort((a, b) => (a.metric === b.metric ? cmp(a.key, b.key) : cmp(a.metric, b.metric)))
        .map((increment) => ({ ...increment, slot }));
      await db
        .insert(communityCounters)
        .values(rows)
        .onConflictDoUpdate({
          target: [communityCounters.metric, communityCounters.key, communityCounters.slot],
          set: {
            n: sql`${communityCounters.n} + excluded.n`,
            label: sql`coalesce(excluded.label, ${communityCounters.label})`,
          },
        });
    },

    /** The small metrics and the weeks from `firstWeek` (`YYYY-MM-DD`), each summed over its slots. */
    async sums(firstWeek: string): Promise<CounterSum[]> {
      const rows = await db
        .select({ metric: communityCounters.metric, key: communityCounters.key, n: summed })
        .from(communityCounters)
        .where(
          or(
            inArray(communityCounters.metric, SMALL_METRICS),
            and(eq(communityCounters.metric, 'week'), gte(communityCounters.key, firstWeek)),
          ),
        )
        .groupBy(communityCounters.metric, communityCounters.key);
      return rows.map((row) => ({ metric: row.metric as CommunityMetric, key: row.key, n: Number(row.n) }));
    },

    /** The `limit` clubs with most matches, most first (ties by key, so the order is stable). */
    async topClubs(limit: number): Promise<Array<{ key: string; name: string; matches: number }>> {
      const rows = await db
        .select({ key: communityCounters.key, name: sql<string>`max(${communityCounters.label})`, matches: summed })
        .from(communityCounters)
        .where(eq(communityCounters.metric, 'club'))
        .groupBy(communityCounters.key)
        .orderBy(desc(summed), communityCounters.key)
        .limit(limit);
      return rows.map((row) => ({ key: row.key, name: row.name, matches: Number(row.matches) }));
    },

    /** Registered accounts. */
    async players(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
  };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
