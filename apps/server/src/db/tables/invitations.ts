/**
 * Invitations (decision 032): each player's personal invite code, the sign-ups that came through one
 * (until the new account confirms its e-mail), and the e-mail invitations each player sent per month.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A player's personal invite code, made on first use and kept: the share link never changes. */
export const inviteCodes = pgTable('invite_codes', {
  userId: userRef('user_id').primaryKey(),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A new account that signed up through a player's link. The row waits for the e-mail confirmation,
 * which takes it (deletes it) and connects the two; an account never confirmed connects no one.
 */
export const inviteSignups = pgTable(
  'invite_signups',
  {
    userId: userRef('user_id').primaryKey(),
    inviterId: userRef('inviter_id'),
    createdAt: createdAt(),
  },
  (t) => [check('invite_signups_not_self', sql`${t.userId} <> ${t.inviterId}`)],
);

/** E-mail invitations a player sent in a calendar month (UTC, `YYYY-MM`): the free plan's count. */
export const invitationMonths = pgTable(
  'invitation_months',
  {
    userId: userRef('user_id'),
    month: text('month').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
