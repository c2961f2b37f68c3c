import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches, tournaments, venues } from '../../db/schema';
import { liveMatchColumns } from '../live-matches/live-matches.repository';
import type { LiveMatchRow } from '../live-matches/public-live-match';

/** A match in play at a venue, with what the TV places it by. */
export type VenueLiveMatchRow = LiveMatchRow;

/** At most this many matches in play are read per venue: far above a club's courts. */
const LIVE_MATCHES_READ = 200;
/** At most this many running tournaments show on a club's TV (the screen has room for a few). */
const TOURNAMENTS_READ = 3;

/** The club TV's reads and its link's token (decision 056). */
export function clubTvRepository(db: Db) {
  return {
    /** The venue a TV token opens, or null. */
    async venueIdByToken(token: string): Promise<string | null> {
      const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.tvToken, token));
      return row?.id ?? null;
    },

    async setToken(venueId: string, token: string | null): Promise<void> {
      await db.update(venues).set({ tvToken: token }).where(eq(venues.id, venueId));
    },

    /**
     * The matches in play whose set-up chose the venue (index matches_live_venue_idx), last scored
     * first, leaving out those untouched since `since` (left in progress and forgotten).
     */
    liveMatchesAt: (venueId: string, since: Date): Promise<VenueLiveMatchRow[]> =>
      db
        .select(liveMatchColumns)
        .from(matches)
        .where(
          and(
            sql`${matches.config} -> 'club' ->> 'id' = ${venueId}`,
            eq(matches.status, 'in_progress'),
            gt(matches.updatedAt, since),
          ),
        )
        .orderBy(desc(matches.updatedAt))
        .limit(LIVE_MATCHES_READ),

    /** The venue's running tournaments changed since `since`, last changed first. */
    async runningTournamentIds(venueId: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(
          and(eq(tournaments.venueId, venueId), eq(tournaments.status, 'active'), gt(tournaments.updatedAt, since)),
        )
        .orderBy(desc(tournaments.updatedAt))
        .limit(TOURNAMENTS_READ);
      return rows.map((row) => row.id);
    },
  };
}
