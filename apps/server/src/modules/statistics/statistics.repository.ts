import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { playerMatchRecords } from '../../db/schema';

/** A player's row of a completed match, as the finish writes it. */
export type PlayerMatchRecordRow = typeof playerMatchRecords.$inferInsert;

/** The stored per-player facts of completed matches (decision 037). */
export function statisticsRepository(db: Db) {
  return {
    /**
     * Writes the rows of one match, replacing any the match had for the same players, so finishing
     * the same match again leaves one row per player.
     */
    async saveMatch(rows: readonly PlayerMatchRecordRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(playerMatchRecords)
        .values([...rows])
        .onConflictDoUpdate({
          target: [playerMatchRecords.userId, playerMatchRecords.matchId],
          set: {
            sport: sql`excluded.sport`,
            endedAt: sql`excluded.ended_at`,
            side: sql`excluded.side`,
            outcome: sql`excluded.outcome`,
            record: sql`excluded.record`,
          },
        });
    },
    /** The user's records, newest first: one index range, no match or log read. */
    async recordsOf(userId: string) {
      const rows = await db
        .select({ record: playerMatchRecords.record })
        .from(playerMatchRecords)
        .where(eq(playerMatchRecords.userId, userId))
        .orderBy(desc(playerMatchRecords.endedAt));
      return rows.map((row) => row.record);
    },
  };
}
