/** Outgoing e-mail and the recipients' choices about it. */
import type { NotificationKind } from '@marcador/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every message the app sends, with its delivery status: `queued` (being sent), `sent`, `failed`,
 * `stored` (no SMTP configured: it stays here for /email-test) or `suppressed` (the recipient opted
 * out of its category).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    /** `transactional`, `invitations` or `marketing`; only the last two can be opted out of. */
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_created_at_idx').on(t.createdAt),
    check('email_outbox_status_known', sql`${t.status} in ('queued', 'sent', 'failed', 'stored', 'suppressed')`),
  ],
);

/**
 * Opt-outs per address, so invited people without an account can unsubscribe too. A missing row
 * means everything is allowed. Transactional mail ignores these.
 */
export const emailPreferences = pgTable('email_preferences', {
  /** Lower-case address. */
  email: text('email').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  invitations: boolean('invitations').notNull().default(true),
  marketing: boolean('marketing').notNull().default(true),
  /**
   * The notification kinds the user chose to get by e-mail or not; a kind missing here takes its
   * default (contracts NOTIFICATION_EMAILS_OFF_BY_DEFAULT), so a new kind needs no migration.
   */
  notificationEmails: jsonb('notification_emails')
    .$type<Partial<Record<NotificationKind, boolean>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
