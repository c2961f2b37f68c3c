import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { venues } from './venues';

/**
 * A venue's courts (decision 048): named as players know them, unique in the venue ignoring case.
 * An inactive court keeps its past sessions but takes no new ones.
 */
export const courts = pgTable(
  'courts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surface: text('surface').notNull().default('hard'),
    indoor: boolean('indoor').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The court's place in the venue's lists (the order they were added in). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courts_venue_name_key').on(t.venueId, sql`lower(${t.name})`),
    index('courts_venue_position_idx').on(t.venueId, t.position),
    check(
      'courts_surface_known',
      sql`${t.surface} in ('hard', 'clay', 'grass', 'artificial_grass', 'carpet', 'other')`,
    ),
  ],
);

/**
 * A court booked for [starts_at, ends_at) (decision 048). Two sessions that are not cancelled never
 * overlap on one court: the migration adds the exclusion constraint `court_sessions_no_overlap`
 * (btree_gist; drizzle cannot declare it), which holds under concurrent requests on both databases.
 */
export const courtSessions = pgTable(
  'court_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** scheduled, in_play (a match was started from it), finished, cancelled. */
    status: text('status').notNull().default('scheduled'),
    notes: text('notes').notNull().default(''),
    /** Who booked it (the court admin, or the player for themselves); null once that account is deleted. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('court_sessions_venue_starts_idx').on(t.venueId, t.startsAt),
    index('court_sessions_created_by_starts_idx').on(t.createdBy, t.startsAt),
    check('court_sessions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('court_sessions_status_known', sql`${t.status} in ('scheduled', 'in_play', 'finished', 'cancelled')`),
  ],
);

/** The players of a session, in order: a registered player (kept by name once deleted) or a typed name. */
export const courtSessionPlayers = pgTable(
  'court_session_players',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => courtSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    index('court_session_players_user_idx').on(t.userId),
    check('court_session_players_position_range', sql`${t.position} between 0 and 3`),
  ],
);
