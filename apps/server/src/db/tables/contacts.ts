/**
 * Saved contacts (decision 031): people a player keeps by hand, with a name and an e-mail, to invite
 * to matches. Each belongs to one owner and goes with the owner's account; an address is saved once
 * per owner, lower case.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '../text-fold';
import { users } from './auth';

export const savedContacts = pgTable(
  'saved_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Trimmed and lower case (domain savedContactEmail). */
    email: text('email').notNull(),
    /**
     * The list's order, folded with db/text-fold.ts's table (accents and case ignored, the same on
     * PGlite and PostgreSQL under any locale), compared byte by byte.
     */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(sql.raw(`translate("name", '${FOLD_FROM}', '${FOLD_TO}')`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Saving an address again finds the contact already there.
    unique('saved_contacts_owner_email_key').on(t.ownerId, t.email),
    // The owner's list by name, and its count.
    index('saved_contacts_owner_name_idx').on(t.ownerId, sql`${t.sortName} collate "C"`, t.id),
  ],
);

/** The list's order (index saved_contacts_owner_name_idx): by folded name, then id. */
export const savedContactOrder = [sql`${savedContacts.sortName} collate "C"`, savedContacts.id];
