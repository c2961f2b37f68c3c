import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    country: text('country').notNull().default(''),
    /**
     * IANA name of the venue's time zone: its sessions are shown and entered in it, whatever the
     * browser's. Venues made before applications (decision 047) start on UTC until their court admin sets it.
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The club's telephone, as it was typed; empty when not given. */
    phone: text('phone').notNull().default(''),
    /** Default session length, in minutes, proposed to a match played there. */
    sessionMinutes: integer('session_minutes').notNull().default(60),
    /**
     * Seven days, Monday first: `{ opens, closes }` (`HH:MM`, closes up to 24:00) or null when closed
     * (decision 048). Sessions are booked inside them, in the venue's time zone.
     */
    openingHours: jsonb('opening_hours')
      .$type<({ opens: string; closes: string } | null)[]>()
      .notNull()
      .default(
        sql`'[{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"}]'::jsonb`,
      ),
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The club TV link's secret (as decision 046's spectator token): 192 random bits,
     * base64url; null while the venue has no TV link. Unique: the public TV page finds the venue by it.
     */
    tvToken: text('tv_token').unique('venues_tv_token_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('venues_created_by_idx').on(t.createdBy),
    index('venues_name_lower_idx').on(sql`lower(${t.name})`),
    check('venues_session_minutes_range', sql`${t.sessionMinutes} between 1 and 1440`),
  ],
);

/**
 * A player's application to run a venue (decision 047). A master admin approves it, which creates the
 * venue (`venue_id`) and grants the `court_admin` role, or rejects it with a reason; the row stays as
 * the record of that decision. At most one pending application per applicant (the partial unique index).
 */
export const venueApplications = pgTable(
  'venue_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull(),
    phone: text('phone').notNull(),
    courtCount: integer('court_count').notNull(),
    note: text('note').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    /** The master admin who decided; null while pending, or once that account is deleted. */
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venue_applications_one_pending_key').on(t.applicantId).where(sql`${t.status} = 'pending'`),
    index('venue_applications_applicant_idx').on(t.applicantId, t.createdAt),
    index('venue_applications_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('venue_applications_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('venue_applications_court_count_range', sql`${t.courtCount} between 1 and 30`),
    check(
      'venue_applications_decision_complete',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null) and (${t.status} = 'rejected') = (${t.rejectionReason} is not null)`,
    ),
  ],
);
