/**
 * The tables better-auth 1.7 reads and writes through its Drizzle adapter (model -> table:
 * user -> users, session -> sessions, account -> accounts, verification -> verifications).
 * The columns follow the adapter's generated schema (`generateDrizzleSchema`, provider pg); property
 * names are the adapter's field names and must not be renamed. Ids are the library's random strings.
 */
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A person who can sign in. E-mail is stored lower-case by better-auth. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** Display name: first and last name from the profile at sign-up. */
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /**
   * Set when a master admin disabled the account (decision 053): its sessions were deleted then, and
   * better-auth's session hook refuses it a new one until an admin enables it again. Ours, not the
   * adapter's: better-auth never reads it.
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** A signed-in device; the cookie carries `token` (signed). Deleting rows signs devices out. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** How a user signs in; for e-mail and password, providerId `credential` holds the scrypt hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** One-time values such as password-reset tokens (e-mail verification uses signed JWTs instead). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
