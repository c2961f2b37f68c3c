/** Server-side secrets and rate-limit counters, shared by every instance through the database. */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets generated on first start (e.g. the auth secret when AUTH_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window request counters; `key` is a SHA-256 of the limit name and subject (IP, e-mail). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
