import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Clubs with courts (spec: venues). A court admin creates one and is linked to it; players find
 * them from the match set-up's club search. `subscription_status` and `is_active` are the
 * court-admin state of the spec; an inactive venue is not offered in the search.
 */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Null once the creating user is deleted: the club stays for the matches that name it. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Courts the club offers, named as players know them ("Pista 1", "Central"). */
    courtNames: text('court_names').array().notNull().default(sql`'{}'::text[]`),
    /** Default session length, in minutes, proposed to a match played there. */
    sessionMinutes: integer('session_minutes').notNull().default(60),
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('venues_created_by_idx').on(t.createdBy),
    index('venues_name_lower_idx').on(sql`lower(${t.name})`),
    check('venues_session_minutes_range', sql`${t.sessionMinutes} between 1 and 1440`),
  ],
);
