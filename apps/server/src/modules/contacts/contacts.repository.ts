import type { SavedContact } from '@marcador/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { savedContactOrder, savedContacts, users } from '../../db/schema';

const contactColumns = {
  id: savedContacts.id,
  name: savedContacts.name,
  email: savedContacts.email,
  // Whether the address is an account's; which account stays unsaid (its id would let anyone who
  // types an address learn who it is). The columns are named in full: drizzle writes a one-table
  // select's columns bare, and a bare "email" inside the subquery would be the account's own.
  registered: sql<boolean>`exists (select 1 from ${users} as account where account.email = "saved_contacts"."email")`,
  createdAt: savedContacts.createdAt,
};

const toContact = (row: Omit<SavedContact, 'createdAt'> & { createdAt: Date }): SavedContact => ({
  ...row,
  createdAt: row.createdAt.getTime(),
});

/** A user's saved contacts (decision 031): every read and write names the owner. */
export function contactsRepository(db: Db) {
  const one = async (ownerId: string, where: SQL): Promise<SavedContact | null> => {
    const [row] = await db
      .select(contactColumns)
      .from(savedContacts)
      .where(and(eq(savedContacts.ownerId, ownerId), where));
    return row ? toContact(row) : null;
  };

  return {
    /**
     * Locks the owner's account row until the transaction ends: every change of an owner's contacts
     * takes it first, so two adds at the limit's edge count one after the other.
     */
    async lockOwner(ownerId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
    },

    async count(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(savedContacts)
        .where(eq(savedContacts.ownerId, ownerId));
      return row?.count ?? 0;
    },

    /** The first `limit` of the owner's contacts by name. */
    async list(ownerId: string, limit: number): Promise<SavedContact[]> {
      const rows = await db
        .select(contactColumns)
        .from(savedContacts)
        .where(eq(savedContacts.ownerId, ownerId))
        .orderBy(...savedContactOrder)
        .limit(limit);
      return rows.map(toContact);
    },

    find: (ownerId: string, id: string) => one(ownerId, eq(savedContacts.id, id)),
    /** The owner's contact with this (stored, lower-case) address. */
    findByEmail: (ownerId: string, email: string) => one(ownerId, eq(savedContacts.email, email)),

    async insert(ownerId: string, contact: { name: string; email: string }): Promise<string> {
      const [row] = await db
        .insert(savedContacts)
        .values({ ownerId, ...contact })
        .returning({ id: savedContacts.id });
      if (!row) throw new Error('the contact just stored is gone');
      return row.id;
    },

    /** Changes the owner's contact; false when the owner has no such contact. */
    async update(ownerId: string, id: string, change: { name?: string; email?: string }): Promise<boolean> {
      const rows = await db
        .update(savedContacts)
        .set(change)
        .where(and(eq(savedContacts.ownerId, ownerId), eq(savedContacts.id, id)))
        .returning({ id: savedContacts.id });
      return rows.length > 0;
    },

    /** Deletes the owner's contact; false when the owner has no such contact. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedContacts)
        .where(and(eq(savedContacts.ownerId, ownerId), eq(savedContacts.id, id)))
        .returning({ id: savedContacts.id });
      return rows.length > 0;
    },
  };
}
