import { and, asc, eq, gt, gte, lt, ne } from 'drizzle-orm';
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
  return {
    /** The venue's sessions that are not cancelled and overlap [from, to), by start. */
    booked: (venueId: string, from: Date, to: Date): Promise<CourtSpan[]> =>
      db
        .select({ courtId: courtSessions.courtId, startsAt: courtSessions.startsAt, endsAt: courtSessions.endsAt })
        .from(courtSessions)
        .where(
          and(
            eq(courtSessions.venueId, venueId),
            gte(courtSessions.startsAt, new Date(from.getTime() - LONGEST_SESSION_MS)),
            lt(courtSessions.startsAt, to),
            gt(courtSessions.endsAt, from),
            ne(courtSessions.status, 'cancelled'),
          ),
        )
        .orderBy(asc(courtSessions.startsAt)),
  };
}
