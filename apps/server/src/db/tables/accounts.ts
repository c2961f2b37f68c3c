/** Our side of a user: the player profile, operator-granted roles, subscriptions and the admin audit log. */
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
import { FOLD_FROM, FOLD_TO } from '../text-fold';
import { users } from './auth';

/** The player profile (spec section 3), one per user, created with the account. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Shown as typed; unique regardless of case (see the index). */
    username: text('username').notNull(),
    age: integer('age'),
    skillLevel: text('skill_level'),
    /** Values from PROFILE_SPORTS of @marcador/domain. */
    sports: text('sports').array().notNull().default(sql`'{}'::text[]`),
    country: text('country').notNull().default('Mexico'),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Interface and e-mail language. */
    language: text('language').notNull().default('es'),
    /** Listed in the player directory and search; connected players see the profile either way. */
    inDirectory: boolean('in_directory').notNull().default(true),
    /**
     * What the player search matches: first name, last name, username and city, folded (domain
     * playerSearchText), written with every profile write.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The directory's order, stored so that sorting many players reads it instead of computing it:
     * last name, a tab, first name, folded with db/text-fold.ts's table, compared byte by byte
     * (`collate "C"`): "Álvarez" sits with the a's, a last name sorts before a longer one it begins
     * (the tab is below every letter and the space), and PGlite and PostgreSQL agree whatever their locale.
     */
    directoryName: text('directory_name')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `translate("last_name", '${FOLD_FROM}', '${FOLD_TO}') || chr(9) || translate("first_name", '${FOLD_FROM}', '${FOLD_TO}')`,
        ),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`),
    // The search: trigrams of the listed players' text, for the starts of words.
    index('profiles_directory_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(sql`${t.inDirectory}`),
    // The directory in name order, page after page (an index-only walk without filters).
    index('profiles_directory_name_idx').on(sql`${t.directoryName} collate "C"`, t.userId).where(sql`${t.inDirectory}`),
    check('profiles_age_range', sql`${t.age} is null or ${t.age} between 5 and 120`),
    check(
      'profiles_skill_level_known',
      sql`${t.skillLevel} is null or ${t.skillLevel} in ('principiante', 'intermedio', 'avanzado', 'profesional')`,
    ),
    check('profiles_language_known', sql`${t.language} in ('es', 'en')`),
  ],
);

/** The directory's order (index profiles_directory_name_idx): by `directory_name`, then id. */
export const directoryOrder = [sql`${profiles.directoryName} collate "C"`, profiles.userId];

/**
 * Every word of the profiles' names and cities (domain correctionWords), once: the search corrects a
 * typo against these few thousand short words instead of comparing it with every player's text
 * (decision 030). Written with each profile write; a word nobody uses any more stays, and a
 * correction to it finds no one.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // GiST hands out the words nearest a typo first (ordered by pg_trgm's distance), with no threshold.
  index('search_words_trigram_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

/** Roles granted by an operator (`npm run user -- grant-role`); the equivalent of has_role. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('user_roles_role_known', sql`${t.role} in ('admin', 'court_admin')`),
  ],
);

/** A user's Premium subscription; one row per user, updated in place. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * `active` grants Premium until current_period_end (none: open-ended); `past_due` keeps it for the
     * grace after past_due_since (domain PAST_DUE_GRACE_MS); `canceled` does not (decision 023).
     */
    status: text('status').notNull(),
    plan: text('plan').notNull().default('premium'),
    /** Who manages it: `manual` (operator CLI), `demo` (demo checkout) or `stripe`. */
    provider: text('provider').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** It ends at current_period_end instead of renewing. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the current spell of non-payment began; null unless past_due. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    /** The Stripe subscription this row follows; a late event of an older one never ends it. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * The Premium state the user was last e-mailed about (welcome / ended): each change sends one
     * e-mail, whatever the number or order of the events that caused it.
     */
    premiumNotified: boolean('premium_notified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('subscriptions_status_known', sql`${t.status} in ('active', 'past_due', 'canceled')`),
    index('subscriptions_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

/** Audit trail of master-admin access and actions (spec: log_admin_action). */
export const adminActionLog = pgTable(
  'admin_action_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `master_admin_` plus the action, e.g. `master_admin_access_verified`. */
    action: text('action').notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_action_log_created_at_idx').on(t.createdAt)],
);
