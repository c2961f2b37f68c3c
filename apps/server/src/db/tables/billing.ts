/** Premium billing (decision 023): Stripe events applied once, and the demo provider's checkouts. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Stripe events already taken, by event id: a replay (Stripe retries, an attacker's copy) changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The demo provider's checkout sessions: payable for an hour (domain DEMO_CHECKOUT_TTL_MS), once. */
export const demoCheckouts = pgTable(
  'demo_checkouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `open` until paid; an open one past its hour reads as `expired`, and paying it is refused. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('demo_checkouts_status_known', sql`${t.status} in ('open', 'paid', 'expired')`),
    index('demo_checkouts_user_idx').on(t.userId),
  ],
);
