import { and, desc, eq, inArray, isNotNull, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { courtSessionPlayers, courtSessions, users } from '../../db/schema';
import { containsPattern, foldedColumn, foldSearchText } from '../venues/venue-search';

/** A registered player of the venue's sessions. */
export interface VenuePlayerRow {
  userId: string;
  name: string;
  sessionCount: number;
}

/** The players who have played (or will play) at a venue: its sessions that are not cancelled. */
export function venuePlayersRepository(db: Db) {
  const ofVenue = (venueId: string) =>
    and(
      eq(courtSessions.venueId, venueId),
      ne(courtSessions.status, 'cancelled'),
      isNotNull(courtSessionPlayers.userId),
    );

  return {
    /**
     * Accounts among the venue's session players whose name contains `text` (case and accents
     * ignored, as the venue search), the most recently booked first; at most `limit`.
     */
    async search(venueId: string, text: string, limit: number): Promise<VenuePlayerRow[]> {
      const folded = foldSearchText(text);
      const latest = sql`max(${courtSessions.startsAt})`;
      return db
        .select({
          userId: users.id,
          name: users.name,
          sessionCount: sql<number>`count(distinct ${courtSessions.id})`.mapWith(Number),
        })
        .from(courtSessionPlayers)
        .innerJoin(courtSessions, eq(courtSessions.id, courtSessionPlayers.sessionId))
        .innerJoin(users, eq(users.id, courtSessionPlayers.userId))
        .where(and(ofVenue(venueId), folded ? like(foldedColumn(users.name), containsPattern(folded)) : undefined))
        .groupBy(users.id, users.name)
        .orderBy(desc(latest), users.id)
        .limit(limit);
    },

    /** The ids of each player's `perPlayer` latest sessions at the venue. */
    async latestSessionIds(venueId: string, userIds: readonly string[], perPlayer: number): Promise<string[]> {
      if (userIds.length === 0) return [];
      const ranked = db
        .select({
          sessionId: courtSessions.id,
          rank: sql<number>`row_number() over (partition by ${courtSessionPlayers.userId} order by ${courtSessions.startsAt} desc, ${courtSessions.id} desc)`.as(
            'rank',
          ),
        })
        .from(courtSessionPlayers)
        .innerJoin(courtSessions, eq(courtSessions.id, courtSessionPlayers.sessionId))
        .where(and(ofVenue(venueId), inArray(courtSessionPlayers.userId, [...userIds])))
        .as('ranked');
      const rows = await db
        .selectDistinct({ sessionId: ranked.sessionId })
        .from(ranked)
        .where(sql`${ranked.rank} <= ${perPlayer}`);
      return rows.map((row) => row.sessionId);
    },
  };
}
