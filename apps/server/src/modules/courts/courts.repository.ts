import { MAX_COURTS_PER_VENUE } from '@marcador/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { courts, venues } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

/** A court row. */
export type CourtRow = typeof courts.$inferSelect;
/** What a court admin sets on a court. */
export type CourtFields = Pick<CourtRow, 'name' | 'surface' | 'indoor' | 'isActive'>;

/** The unique index on (venue, lower(name)): one name per venue, ignoring case. */
const NAME_INDEX = 'courts_venue_name_key';

/** Thrown when another court of the venue has the name (ignoring case). */
export class CourtNameTakenError extends Error {
  override name = 'CourtNameTakenError';
}
/** Thrown when the venue already has MAX_COURTS_PER_VENUE courts. */
export class TooManyCourtsError extends Error {
  override name = 'TooManyCourtsError';
}

/** Runs a write that may hit the name index; its violation becomes CourtNameTakenError. */
async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw new CourtNameTakenError();
    throw error;
  }
}

/** A venue's courts (decision 048): never deleted, only deactivated, so past sessions keep theirs. */
export function courtsRepository(db: Db) {
  return {
    /** Every court of the venue, inactive ones too, in their order. */
    ofVenue: (venueId: string, tx: Db = db): Promise<CourtRow[]> =>
      tx.select().from(courts).where(eq(courts.venueId, venueId)).orderBy(asc(courts.position), asc(courts.createdAt)),

    /** The active courts' names of each venue, in order (the club search shows them). */
    async activeNamesOf(venueIds: readonly string[]): Promise<Map<string, string[]>> {
      const names = new Map<string, string[]>(venueIds.map((id) => [id, []]));
      if (venueIds.length === 0) return names;
      const rows = await db
        .select({ venueId: courts.venueId, name: courts.name })
        .from(courts)
        .where(and(inArray(courts.venueId, [...venueIds]), eq(courts.isActive, true)))
        .orderBy(asc(courts.position), asc(courts.createdAt));
      for (const row of rows) names.get(row.venueId)?.push(row.name);
      return names;
    },

    /** One court of the venue; null when the id is another venue's or no court's. */
    async find(venueId: string, courtId: string): Promise<CourtRow | null> {
      const [row] = await db
        .select()
        .from(courts)
        .where(and(eq(courts.venueId, venueId), eq(courts.id, courtId)));
      return row ?? null;
    },

    /**
     * Adds courts after the venue's last one, in the given order, under the venue's row lock: two
     * requests at once can neither pass MAX_COURTS_PER_VENUE nor take the same position. Throws
     * TooManyCourtsError or CourtNameTakenError (also when two requests race for one name).
     */
    add: (venueId: string, added: readonly CourtFields[]): Promise<CourtRow[]> =>
      namedWrite(() =>
        db.transaction(async (tx) => {
          await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update');
          const [last] = await tx
            .select({ position: courts.position, count: sql<number>`count(*) over ()`.mapWith(Number) })
            .from(courts)
            .where(eq(courts.venueId, venueId))
            .orderBy(desc(courts.position))
            .limit(1);
          if ((last?.count ?? 0) + added.length > MAX_COURTS_PER_VENUE) throw new TooManyCourtsError();
          if (added.length === 0) return [];
          const first = last ? last.position + 1 : 0;
          return tx
            .insert(courts)
            .values(added.map((fields, index) => ({ ...fields, venueId, position: first + index })))
            .returning();
        }),
      ),

    /** Changes a court of the venue; null when it is not one. Throws CourtNameTakenError. */
    update: (venueId: string, courtId: string, changes: Partial<CourtFields>): Promise<CourtRow | null> =>
      namedWrite(async () => {
        const [row] = await db
          .update(courts)
          .set(changes)
          .where(and(eq(courts.venueId, venueId), eq(courts.id, courtId)))
          .returning();
        return row ?? null;
      }),
  };
}
