/**
 * Community statistics (decision 038): counters moved when a match is saved as completed,
 * so reading them costs the same with 10 or 10 million matches.
 */
import { bigint, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per (metric, key), split into a few `slot` rows: each finish adds to one slot picked at
 * random, so concurrent finishes rarely wait for the same row lock; a read sums the slots.
 * `label` is what the key shows as (a club's name), null for keys that are their own label.
 */
export const communityCounters = pgTable(
  'community_counters',
  {
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    label: text('label'),
  },
  (t) => [primaryKey({ columns: [t.metric, t.key, t.slot] })],
);

/**
 * The real matches counted that another of their players may save too (the domain's fingerprint with
 * two registered players or more), with their end: a later copy with the same fingerprint ending
 * within the domain's window (`sameRealMatch`) is the same match and is not counted again. The same
 * fingerprint far apart in time is another match (the same four friends, the same score, next week).
 */
export const communityCountedMatches = pgTable(
  'community_counted_matches',
  {
    fingerprint: text('fingerprint').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fingerprint, t.endedAt] })],
);
