import type { VenueApplicationRequest } from '@marcador/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, users, venueApplications, venues } from '../../db/schema';

/** An application row. */
export type VenueApplicationRow = typeof venueApplications.$inferSelect;
/** An application with the applicant a master admin reviews it by. */
export type PendingApplicationRow = VenueApplicationRow & {
  applicantEmail: string;
  applicantName: string;
};
/** What the schema gives the repository: trimmed texts, the canonical time zone, the note defaulted. */
export type ApplicationFields = Required<VenueApplicationRequest>;

/** Applications to run a venue (decision 047); the service decides, this only reads and writes rows. */
export function venueApplicationsRepository(db: Db) {
  return {
    /** Locks the applicant's user row for the transaction: their applications and venue change one at a time. */
    async lockApplicant(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** Whether the user created a venue (of any state: an operator's switched-off venue is still theirs). */
    async runsVenue(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.createdBy, userId)).limit(1);
      return row !== undefined;
    },

    /** The user's newest application, or null. */
    async newestOf(userId: string): Promise<VenueApplicationRow | null> {
      const [row] = await db
        .select()
        .from(venueApplications)
        .where(eq(venueApplications.applicantId, userId))
        .orderBy(desc(venueApplications.createdAt), desc(venueApplications.id))
        .limit(1);
      return row ?? null;
    },

    async insert(userId: string, fields: ApplicationFields): Promise<VenueApplicationRow> {
      const { courts, ...texts } = fields;
      const [row] = await db
        .insert(venueApplications)
        .values({ ...texts, courtCount: courts, applicantId: userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The application, locked for the transaction (a decision reads and changes it once). */
    async lock(id: string): Promise<VenueApplicationRow | null> {
      const [row] = await db.select().from(venueApplications).where(eq(venueApplications.id, id)).for('update');
      return row ?? null;
    },

    /** Pending applications, oldest first (first come, first reviewed), with their applicants. */
    async pending(limit: number): Promise<PendingApplicationRow[]> {
      const rows = await db
        .select({
          application: venueApplications,
          applicantEmail: users.email,
          applicantName: sql<string>`coalesce(${profiles.firstName} || ' ' || ${profiles.lastName}, ${users.name})`,
        })
        .from(venueApplications)
        .innerJoin(users, eq(users.id, venueApplications.applicantId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(venueApplications.status, 'pending'))
        .orderBy(asc(venueApplications.createdAt), asc(venueApplications.id))
        .limit(limit);
      return rows.map(({ application, applicantEmail, applicantName }) => ({
        ...application,
        applicantEmail,
        applicantName,
      }));
    },

    /** Records a decision on a pending application. */
    async decide(
      id: string,
      decision:
        | { status: 'approved'; decidedBy: string; venueId: string }
        | { status: 'rejected'; decidedBy: string; rejectionReason: string },
    ): Promise<VenueApplicationRow> {
      const [row] = await db
        .update(venueApplications)
        .set({ ...decision, decidedAt: sql`now()` })
        .where(and(eq(venueApplications.id, id), eq(venueApplications.status, 'pending')))
        .returning();
      if (!row) throw new Error('the application was not pending');
      return row;
    },
  };
}
