/**
 * Live matches (spec: match_history, match_participants, match_session_logs) and their append-only
 * log. Times the API exchanges in milliseconds are stored with millisecond precision, so an ISO time
 * read back compares equal to the stored one (history cursors rely on it).
 */
import type { GameConfig } from '@marcador/contracts';
import type { MatchRules, MatchState, ScoreState } from '@marcador/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const millis = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Where a match stands: being played, abandoned (may be continued) or finished. */
export type MatchStatus = 'in_progress' | 'incomplete' | 'completed';
/** Who won a completed match; `draw` when a manual end found equal totals. */
export type MatchResult = 'player1' | 'player2' | 'draw';

/**
 * One match, keyed by the id the device made, so a retried create is the same row. `score` is a
 * snapshot the server recomputes from the entries it holds (never taken from the device); `fold` is
 * the whole domain state behind it, so entries appended after `last_seq` extend it without reading
 * the log again. `revision` moves on every update: writers that read a fold save it only if nobody
 * else wrote in between.
 */
export const matches = pgTable(
  'matches',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<MatchStatus>().notNull().default('in_progress'),
    /** The set-up screen's game_config, as validated by the contract. */
    config: jsonb('config').$type<GameConfig>().notNull(),
    /** The rules the match started with; changes during play are entries. */
    rules: jsonb('rules').$type<MatchRules>().notNull(),
    /** The score after the entries held. */
    score: jsonb('score').$type<ScoreState>().notNull(),
    /**
     * The domain MatchState after the entries held; a cache of the replay. Null (set it so in a
     * migration that changes MatchState's shape) makes the next append replay the whole log.
     */
    fold: jsonb('fold').$type<MatchState>(),
    /** Highest `seq` among the entries held. */
    lastSeq: integer('last_seq').notNull().default(0),
    revision: integer('revision').notNull().default(0),
    /** Set once completed; null otherwise. */
    result: text('result').$type<MatchResult>(),
    startedAt: millis('started_at'),
    endedAt: millis('ended_at'),
    createdAt: millis('created_at').notNull().defaultNow(),
    updatedAt: millis('updated_at').notNull().defaultNow(),
    /** Entries the fold covers; equal to `entries_held` unless a fold is due. */
    entryCount: integer('entry_count').notNull().default(0),
    /**
     * Entries stored, moved by the same statement that stores them (with the row locked), so the cap
     * on entries per match is checked against an exact count without counting the log.
     */
    entriesHeld: integer('entries_held').notNull().default(0),
    /**
     * True once what the match moves besides itself (community counters, ratings, statistics records:
     * decisions 036-038) is written: by the finish's own update, or by `npm run stats:backfill` for a
     * match completed before those tables existed (decision 042).
     */
    factsRecorded: boolean('facts_recorded').notNull().default(false),
    /**
     * The live spectator link's secret (as decision 046's): 192 random bits, base64url; null
     * while the owner does not share the match. Unique: the public page finds the match by it.
     */
    spectatorToken: text('spectator_token').unique('matches_spectator_token_key'),
    /**
     * When the scorer's device last reached the server while the match is shared (an append or a
     * heartbeat): spectators see "waiting for the scorer" once it is old. Not indexed, so writing it
     * stays a HOT update.
     */
    scorerSeenAt: millis('scorer_seen_at'),
  },
  (t) => [
    // NULLS FIRST is what a plain ORDER BY ... DESC means, so the history query can read the index in order.
    // No index may include a column a point changes (updated_at, score...): every point then stays a
    // HOT update of the row, with no index writes (migration 0004 also leaves room for them per page).
    index('matches_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The owner's completed matches alone, in history order: a free plan's history counts them and
    // takes its latest ten on every visit, reading no other row (decision 025). Status changes when a
    // match ends or is taken up again, never on a point, so points stay HOT updates.
    index('matches_owner_completed_idx')
      .on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'completed'`),
    // The backfill's queue, in end order: empty once it has run (the finish records as it completes).
    index('matches_facts_unrecorded_idx')
      .on(t.endedAt, t.id)
      .where(sql`${t.status} = 'completed' and not ${t.factsRecorded}`),
    // The club TV's live matches: those in play whose set-up chose the venue (config.club.id). The
    // config and status never change on a point, so points stay HOT updates.
    index('matches_live_venue_idx').on(sql`(${t.config} -> 'club' ->> 'id')`).where(sql`${t.status} = 'in_progress'`),
    check('matches_status_known', sql`${t.status} in ('in_progress', 'incomplete', 'completed')`),
    check('matches_result_known', sql`${t.result} is null or ${t.result} in ('player1', 'player2', 'draw')`),
  ],
);

/**
 * The match log as the device wrote it: domain events plus `undo` and `restart` entries. The key
 * (match, entry id) makes a resend a no-op (INSERT ... ON CONFLICT DO NOTHING); rows are never
 * updated or deleted while the match exists.
 */
export const matchEntries = pgTable(
  'match_entries',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    /** The type's own fields: `side`, `rules` or `target`; `{}` for the others. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The device's clock when the entry was recorded. */
    at: millis('at').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.id] })],
);

/**
 * Who played a completed match: its creator and the invited players. Invitees without an account
 * have no user id, only the e-mail (lower case) and name they were invited with.
 */
export const matchParticipants = pgTable(
  'match_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<'creator' | 'participant'>().notNull(),
    playerName: text('player_name').notNull(),
    playerEmail: text('player_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_participants_match_email_idx').on(t.matchId, t.playerEmail),
    index('match_participants_user_idx').on(t.userId),
    // A user's participations, newest first (GET /api/participations).
    index('match_participants_participations_idx')
      .on(t.userId, t.createdAt.desc(), t.matchId.desc())
      .where(sql`${t.role} = 'participant'`),
    check('match_participants_role_known', sql`${t.role} in ('creator', 'participant')`),
  ],
);

/** A player of a session log (spec field names). */
export interface SessionLogPlayer {
  name: string;
  user_id: string | null;
  team: 1 | 2;
  position: 1 | 2;
  /** True when the player has a Marcador account. */
  inNetwork: boolean;
}

/** A point of a session log: when, who, and the score after it as [team 1, team 2] pairs. */
export interface SessionLogPoint {
  timestamp: string;
  scorer: 'player1' | 'player2';
  set: number;
  games: [number, number];
  points: [number, number];
}

/** Where a session log came from and how its match ended. */
export interface SessionLogMetadata {
  source: 'web';
  status: MatchStatus;
}

/**
 * One log per finished match (completed or abandoned; rewritten when an abandoned match is
 * completed later): the players, the last 2,000 points with the score after each, and metadata.
 */
export const matchSessionLogs = pgTable('match_session_logs', {
  matchId: text('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  startAt: millis('start_at'),
  endAt: millis('end_at'),
  durationSeconds: integer('duration_seconds').notNull(),
  players: jsonb('players').$type<SessionLogPlayer[]>().notNull(),
  /** The last 2,000 points. */
  points: jsonb('points').$type<SessionLogPoint[]>().notNull(),
  metadata: jsonb('metadata').$type<SessionLogMetadata>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
