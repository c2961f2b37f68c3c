/**
 * Who the global leaderboard lists and how many at each level (decision 036): `leaderboard_periods.listed`
 * copies the profile's `in_directory`, and `leaderboard_level_counts` counts the listed rows per level,
 * so a position is a sum of at most 70 counts plus a count inside one level.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leaderboardLevelCounts, leaderboardPeriods } from '../../db/schema';

export function leaderboardListingRepository(db: Db) {
  return {
    /**
     * Lists or hides a player's rows, moving them in or out of the level counts, in one statement.
     * Called in the transaction that changes the profile's directory setting, after the profile row
     * is updated (that row lock keeps a finish of the same player waiting: ratings.repository).
     */
    async relist(userId: string, listed: boolean) {
      await db.execute(sql`
        with changed as (
          update ${leaderboardPeriods} set listed = ${listed}
          where user_id = ${userId} and listed <> ${listed}
          returning sport, period, level_tenths
        )
        insert into ${leaderboardLevelCounts} (sport, period, level_tenths, players)
        select sport, period, level_tenths, ${listed ? 1 : -1}::integer from changed
        -- The order every writer of the counts uses (ratings.repository saveStandings), so none deadlock.
        order by sport, period, level_tenths
        on conflict (sport, period, level_tenths) do update set
          players = ${leaderboardLevelCounts}.players + excluded.players
      `);
    },

    /** Counts the listed rows afresh (after the recompute rewrote them). */
    async recountLevels() {
      await db.delete(leaderboardLevelCounts);
      await db.execute(sql`
        insert into ${leaderboardLevelCounts} (sport, period, level_tenths, players)
        select sport, period, level_tenths, count(*)::integer from ${leaderboardPeriods}
        where listed group by sport, period, level_tenths
      `);
    },
  };
}
