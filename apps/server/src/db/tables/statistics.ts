/**
 * Per-player facts of every completed match (decision 037), written when the match is completed, so
 * the profile statistics read one user's rows through one index and never replay an event log.
 */
import type { PlayerMatchRecord, StatisticsSnapshot } from '@marcador/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { matches } from './matches';

/**
 * One row per registered player of a completed match: their side, how it ended for them and the
 * domain's per-player record of the match (`PlayerMatchRecord`: their figures, partner, opponents,
 * club). Players without an account appear only as names inside the records. Abandoned matches have
 * no rows: they never count.
 */
export const playerMatchRecords = pgTable(
  'player_match_records',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    sport: text('sport').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The user's team: `player1` (team 1) or `player2`. */
    side: text('side').$type<'player1' | 'player2'>().notNull(),
    outcome: text('outcome').$type<'won' | 'lost' | 'draw'>().notNull(),
    record: jsonb('record').$type<PlayerMatchRecord>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    // The statistics read a user's rows newest first, and only them. Migration 0018 adds
    // `include (record)`, which drizzle cannot write: the read is an index-only scan of about 300 pages
    // for 2,000 matches instead of one heap page per match (decision 041).
    index('player_match_records_user_records_idx').on(t.userId, t.endedAt.desc()),
    // Deleting a match (its owner's account) removes its rows through the foreign key: found by match.
    index('player_match_records_match_idx').on(t.matchId),
    check('player_match_records_side_known', sql`${t.side} in ('player1', 'player2')`),
    check('player_match_records_outcome_known', sql`${t.outcome} in ('won', 'lost', 'draw')`),
  ],
);

/**
 * A player's statistics kept between reads (decision 037, "Snapshots"): `version` counts the changes
 * to their `player_match_records` rows, moved by a trigger on that table (migration 0020, written by
 * hand) in the statement that changes them, so no writer can forget it. `snapshot` is the domain's
 * `statisticsSnapshot` of the records at `snapshot_version`: it stands for them while both versions
 * are equal. Its row appears with the player's first record.
 */
export const playerStatistics = pgTable('player_statistics', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  snapshot: jsonb('snapshot').$type<StatisticsSnapshot>(),
  snapshotVersion: bigint('snapshot_version', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
