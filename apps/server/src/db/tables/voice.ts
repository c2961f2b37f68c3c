import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Voice usage per user and calendar month (UTC, `YYYY-MM`), shown on the profile's Usage tab:
 * commands the grammar accepted or rejected and score announcements played.
 */
export const voiceUsage = pgTable(
  'voice_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    commandsAccepted: integer('commands_accepted').notNull().default(0),
    commandsRejected: integer('commands_rejected').notNull().default(0),
    announcementsPlayed: integer('announcements_played').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    check('voice_usage_month_format', sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * Synthesised speech, keyed by a hash of (text, voice, language, provider), so a phrase the umpire
 * says again costs no provider call. Shared by every server on the database.
 */
export const ttsCache = pgTable(
  'tts_cache',
  {
    key: text('key').primaryKey(),
    text: text('text').notNull(),
    voice: text('voice').notNull(),
    language: text('language').notNull(),
    contentType: text('content_type').notNull(),
    audio: bytea('audio').notNull(),
    hits: integer('hits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tts_cache_last_used_at_idx').on(t.lastUsedAt)],
);
