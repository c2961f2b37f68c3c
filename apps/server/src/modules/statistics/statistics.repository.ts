import type { SummaryView } from '@marcador/contracts';
import type { StatisticsSnapshot } from '@marcador/domain';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches, matchParticipants, playerMatchRecords, playerStatistics } from '../../db/schema';

/** A player's row of a completed match, as the finish writes it. */
export type PlayerMatchRecordRow = typeof playerMatchRecords.$inferInsert;

/** The stored per-player facts of completed matches (decision 037). */
export function statisticsRepository(db: Db) {
  /**
   * The user's records, newest first, and the version they are at (null when they have none), in
   * one statement: both from one view of the database, so a snapshot of these records is
   * kept under their own version and never under a later one.
   */
  const recordsAndVersion = async (userId: string) => {
    const rows = await db
      .select({
        record: playerMatchRecords.record,
        version: sql<number | null>`(select ${playerStatistics.version} from ${playerStatistics}
          where ${playerStatistics.userId} = ${userId})`.mapWith(Number),
      })
      .from(playerMatchRecords)
      .where(eq(playerMatchRecords.userId, userId))
      .orderBy(desc(playerMatchRecords.endedAt));
    return { records: rows.map((row) => row.record), version: rows[0]?.version ?? null };
  };

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
    /**
     * How the user may open each of these matches' summaries: as its owner, as a participant the
     * owner added (the read-only view, decision 033); a match they can open neither way is left out.
     */
    async summaryViews(userId: string, matchIds: readonly string[]): Promise<Map<string, SummaryView>> {
      if (matchIds.length === 0) return new Map();
      const rows = await db
        .selectDistinct({ matchId: matches.id, owned: sql<boolean>`${matches.ownerId} = ${userId}` })
        .from(matches)
        .leftJoin(
          matchParticipants,
          and(
            eq(matchParticipants.matchId, matches.id),
            eq(matchParticipants.userId, userId),
            eq(matchParticipants.role, 'participant'),
          ),
        )
        .where(
          and(inArray(matches.id, [...matchIds]), or(eq(matches.ownerId, userId), isNotNull(matchParticipants.id))),
        );
      return new Map(rows.map((row) => [row.matchId, row.owned ? 'owner' : 'participant']));
    },

    recordsAndVersion,

    /** The user's kept snapshot, the version it stands for and the version of their records now. */
    async keptSnapshot(userId: string) {
      const [row] = await db
        .select({
          version: playerStatistics.version,
          snapshot: playerStatistics.snapshot,
          snapshotVersion: playerStatistics.snapshotVersion,
        })
        .from(playerStatistics)
        .where(eq(playerStatistics.userId, userId));
      return row;
    },

    /**
     * Keeps `snapshot` of the user's records at `version`, unless they changed since (a finish
     * committed meanwhile): then nothing is written, since the snapshot no longer stands for them.
     * True when kept.
     */
    async keepSnapshot(userId: string, version: number, snapshot: StatisticsSnapshot): Promise<boolean> {
      const kept = await db
        .update(playerStatistics)
        .set({ snapshot, snapshotVersion: version, updatedAt: sql`now()` })
        .where(and(eq(playerStatistics.userId, userId), eq(playerStatistics.version, version)))
        .returning({ userId: playerStatistics.userId });
      return kept.length === 1;
    },
  };
}
