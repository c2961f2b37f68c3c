import {
  FREE_SAVED_CONTACTS_LIMIT,
  MAX_SAVED_CONTACTS_LISTED,
  type SavedContact,
  type SavedContactChange,
  type SavedContactInput,
  type SavedContactsSummary,
} from '@marcador/contracts';
import { includesPremium, type PlanTier, savedContactEmail } from '@marcador/domain';
import type { Db } from '../../db/database';
import { contactsRepository } from './contacts.repository';
import { contactEmailTaken, contactNotFound, contactOfSelf, savedContactsLimitReached } from './contacts-errors';

/** Who acts: the signed-in user, their own address (never a contact of theirs) and their plan. */
export interface ContactsOwner {
  id: string;
  email: string;
  plan: PlanTier;
}

/** The contacts a plan saves; null for no limit (Premium and admins). */
const limitOf = (plan: PlanTier) => (includesPremium(plan) ? null : FREE_SAVED_CONTACTS_LIMIT);

/**
 * A player's saved contacts (decision 031). Every change runs in a transaction that first locks the
 * owner's account row, so the limit is counted and the address checked with no other change of the
 * owner's contacts in between: two adds at 24 make 25 and a refusal, never 26.
 */
export function contactsService(db: Db) {
  const summaryOf = async (run: Db, owner: ContactsOwner): Promise<SavedContactsSummary> => ({
    count: await contactsRepository(run).count(owner.id),
    limit: limitOf(owner.plan),
  });

  /** The stored form of a typed address; the owner's own is refused. */
  const addressOf = (owner: ContactsOwner, email: string) => {
    const address = savedContactEmail(email);
    if (address === savedContactEmail(owner.email)) throw contactOfSelf();
    return address;
  };

  /** Runs `change` with the owner's lock held; answers the contact it names, with the count. */
  const underLock = (owner: ContactsOwner, change: (tx: Db) => Promise<{ id: string; created: boolean }>) =>
    db.transaction(async (tx) => {
      const contacts = contactsRepository(tx);
      await contacts.lockOwner(owner.id);
      const { id, created } = await change(tx);
      const contact = await contacts.find(owner.id, id);
      if (!contact) throw contactNotFound();
      return { created, contact, summary: await summaryOf(tx, owner) };
    });

  return {
    /** The owner's contacts by name, the first MAX_SAVED_CONTACTS_LISTED, with the count. */
    async list(owner: ContactsOwner): Promise<{ contacts: SavedContact[]; summary: SavedContactsSummary }> {
      const [contacts, summary] = await Promise.all([
        contactsRepository(db).list(owner.id, MAX_SAVED_CONTACTS_LISTED),
        summaryOf(db, owner),
      ]);
      return { contacts, summary };
    },

    /**
     * Saves a contact. Idempotent by address: saving one already saved answers that contact as it is
     * (created: false), also at the plan's limit.
     */
    add(owner: ContactsOwner, input: SavedContactInput) {
      const email = addressOf(owner, input.email);
      return underLock(owner, async (tx) => {
        const contacts = contactsRepository(tx);
        const existing = await contacts.findByEmail(owner.id, email);
        if (existing) return { id: existing.id, created: false };
        const limit = limitOf(owner.plan);
        if (limit !== null && (await contacts.count(owner.id)) >= limit) throw savedContactsLimitReached();
        return { id: await contacts.insert(owner.id, { name: input.name, email }), created: true };
      });
    },

    /** Renames a contact or changes its address (not to another contact's, nor to the owner's). */
    change(owner: ContactsOwner, id: string, change: SavedContactChange) {
      const email = change.email === undefined ? undefined : addressOf(owner, change.email);
      return underLock(owner, async (tx) => {
        const contacts = contactsRepository(tx);
        if (email !== undefined) {
          const holder = await contacts.findByEmail(owner.id, email);
          if (holder && holder.id !== id) throw contactEmailTaken();
        }
        const changes = { ...(change.name === undefined ? {} : { name: change.name }), ...(email ? { email } : {}) };
        if (!(await contacts.update(owner.id, id, changes))) throw contactNotFound();
        return { id, created: false };
      });
    },

    /** Deletes a contact; another user's, or one already gone, is a 404. */
    remove: (owner: ContactsOwner, id: string) =>
      db.transaction(async (tx) => {
        const contacts = contactsRepository(tx);
        await contacts.lockOwner(owner.id);
        if (!(await contacts.delete(owner.id, id))) throw contactNotFound();
        return { summary: await summaryOf(tx, owner) };
      }),
  };
}
