import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, venues } from '../../db/schema';
import { courtsRepository } from '../courts/courts.repository';
import { containsPattern, foldedColumn, foldSearchText } from './venue-search';

/** A venue row. */
export type VenueRow = typeof venues.$inferSelect;
/** What its court admin sets on a venue; the operator's fields (active, subscription) are not among them. */
export type VenueFields = Pick<VenueRow, 'name' | 'address' | 'city' | 'sessionMinutes'>;
/** What the court admin's settings change (decision 048). */
export type VenueSettingsFields = Pick<
  VenueRow,
  'name' | 'address' | 'city' | 'country' | 'phone' | 'timeZone' | 'sessionMinutes' | 'openingHours' | 'isActive'
>;
/** What an approved application adds to a new venue (decision 047); the venues API leaves them at their defaults. */
export type VenueContactFields = Partial<Pick<VenueRow, 'country' | 'timeZone' | 'phone'>>;

/** Venues: the players' search and the court admin's own venue (at most one per creator). */
export function venuesRepository(db: Db) {
  /** The creator's venue; the oldest if an operator ever gave them more than one. */
  async function findByCreator(userId: string, tx: Db = db): Promise<VenueRow | null> {
    const [row] = await tx
      .select()
      .from(venues)
      .where(eq(venues.createdBy, userId))
      .orderBy(asc(venues.createdAt), asc(venues.id))
      .limit(1);
    return row ?? null;
  }

  return {
    findByCreator,

    /** The venue of that id, active or not. */
    async find(id: string): Promise<VenueRow | null> {
      const [row] = await db.select().from(venues).where(eq(venues.id, id));
      return row ?? null;
    },

    /**
     * Active venues whose name or city contains `text` (case and accents ignored), by name; an
     * empty text lists the first ones. Ordered by code point ("C") so both databases, whatever their
     * locale, answer in the same order. The table holds clubs, not players: a scan stays small.
     */
    async search(text: string, limit: number): Promise<VenueRow[]> {
      const folded = foldSearchText(text);
      const pattern = containsPattern(folded);
      const matches = folded
        ? or(sql`${foldedColumn(venues.name)} like ${pattern}`, sql`${foldedColumn(venues.city)} like ${pattern}`)
        : undefined;
      return db
        .select()
        .from(venues)
        .where(and(eq(venues.isActive, true), matches))
        .orderBy(sql`${foldedColumn(venues.name)} collate "C"`, asc(venues.id))
        .limit(limit);
    },

    /**
     * Creates the user's venue with its courts (named, in order), or returns null when they already
     * have one. The user's row is locked for the transaction (the table has no unique key on the
     * creator), so two requests at once cannot both create.
     */
    async createForCreator(
      userId: string,
      fields: VenueFields & VenueContactFields,
      courtNames: readonly string[],
    ): Promise<VenueRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if (await findByCreator(userId, tx)) return null;
        const [row] = await tx
          .insert(venues)
          .values({ ...fields, createdBy: userId })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await courtsRepository(tx).add(
          row.id,
          courtNames.map((name) => ({ name, surface: 'hard', indoor: false, isActive: true })),
        );
        return row;
      });
    },

    /** Changes the creator's venue; null when they have none. */
    async updateByCreator(userId: string, changes: Partial<VenueFields>): Promise<VenueRow | null> {
      const current = await findByCreator(userId);
      if (!current) return null;
      const [row] = await db.update(venues).set(changes).where(eq(venues.id, current.id)).returning();
      return row ?? null;
    },

    /** Changes a venue's settings; null when there is no such venue. */
    async updateSettings(id: string, changes: Partial<VenueSettingsFields>): Promise<VenueRow | null> {
      const [row] = await db.update(venues).set(changes).where(eq(venues.id, id)).returning();
      return row ?? null;
    },
  };
}
