import type { VoiceUsageMonth } from '@marcador/contracts';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { voiceUsage } from '../../db/schema';

export interface VoiceUsageIncrement {
  commandsAccepted: number;
  commandsRejected: number;
  announcementsPlayed: number;
}

const monthColumns = {
  month: voiceUsage.month,
  commandsAccepted: voiceUsage.commandsAccepted,
  commandsRejected: voiceUsage.commandsRejected,
  announcementsPlayed: voiceUsage.announcementsPlayed,
};

/** Voice usage counters per user and UTC month (`YYYY-MM`). */
export function usageRepository(db: Db) {
  return {
    /** Adds the counts to the user's row for `month` in one upsert, safe under concurrent reports. */
    async add(userId: string, month: string, added: VoiceUsageIncrement): Promise<VoiceUsageMonth> {
      const [row] = await db
        .insert(voiceUsage)
        .values({ userId, month, ...added })
        .onConflictDoUpdate({
          target: [voiceUsage.userId, voiceUsage.month],
          set: {
            commandsAccepted: sql`${voiceUsage.commandsAccepted} + excluded.commands_accepted`,
            commandsRejected: sql`${voiceUsage.commandsRejected} + excluded.commands_rejected`,
            announcementsPlayed: sql`${voiceUsage.announcementsPlayed} + excluded.announcements_played`,
            updatedAt: sql`now()`,
          },
        })
        .returning(monthColumns);
      if (!row) throw new Error('voice usage upsert returned no row');
      return row;
    },
    /** The user's months up to `month` (included), newest first. */
    async monthsUpTo(userId: string, month: string, limit: number): Promise<VoiceUsageMonth[]> {
      return db
        .select(monthColumns)
        .from(voiceUsage)
        .where(and(eq(voiceUsage.userId, userId), lte(voiceUsage.month, month)))
        .orderBy(desc(voiceUsage.month))
        .limit(limit);
    },
  };
}
