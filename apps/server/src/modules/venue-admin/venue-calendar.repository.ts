import { and, asc, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { courtSessions } from '../../db/schema';
import { LONGEST_SESSION_MS } from '../sessions/court-sessions.repository';

/** A session holding its court, no more: what occupancy and availability read. */
export interface CourtSpan {
  courtId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The instants a venue's courts are taken (decision 048): no names, no players. */
export function venueCalendarRepository(db: Db) {
  // Prepared once, as the sessions' venue reads: the dashboard reads a week per open.
  const bookedRows = db
    .select({ courtId: courtSessions.courtId, startsAt: courtSessions.startsAt, endsAt: courtSessions.endsAt })
    .from(courtSessions)
    .where(
      and(
        sql`${courtSessions.venueId} = ${sql.placeholder('venueId')}::uuid`,
        sql`${courtSessions.startsAt} >= ${sql.placeholder('earliest')}::timestamptz`,
        sql`${courtSessions.startsAt} < ${sql.placeholder('to')}::timestamptz`,
        sql`${courtSessions.endsAt} > ${sql.placeholder('from')}::timestamptz`,
        ne(courtSessions.status, 'cancelled'),
      ),
    )
    .orderBy(asc(courtSessions.startsAt))
    .prepare('court_sessions_booked');

  return {
    /** The venue's sessions that are not cancelled and overlap [from, to), by start. */
    booked: (venueId: string, from: Date, to: Date): Promise<CourtSpan[]> =>
      bookedRows.execute({
        venueId,
        earliest: new Date(from.getTime() - LONGEST_SESSION_MS).toISOString(),
        to: to.toISOString(),
        from: from.toISOString(),
      }),
  };
}
