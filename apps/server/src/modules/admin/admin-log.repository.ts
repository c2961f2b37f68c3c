import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminActionLog } from '../../db/schema';

/** A master-admin event: `access_verified`, `action_attempted`, ... (stored with the `master_admin_` prefix). */
export interface AdminAction {
  action: string;
  actorUserId: string | null;
  targetUserId?: string | null;
  details: Record<string, unknown>;
}

/** A repeat of an event within this time of its row is counted on that row (decision 019). */
const REPEAT_WINDOW = sql`interval '1 hour'`;
/** Detail fields that differ between repeats of one event: the first time, the count, the last time. */
const VOLATILE_DETAILS = sql`array['timestamp', 'repeats', 'lastAttemptAt']`;

/** The audit trail of the spec's log_admin_action. */
export function adminLogRepository(db: Db) {
  return {
    async record({ action, actorUserId, targetUserId = null, details }: AdminAction): Promise<void> {
      await db.insert(adminActionLog).values({ action: `master_admin_${action}`, actorUserId, targetUserId, details });
    },
    /**
     * Records an event of `actorUserId`, or, when the same actor had the same event with the same
     * details (apart from `timestamp`) within the last hour, counts it on that row instead:
     * `details.repeats` (absent means once) and `details.lastAttemptAt`. One writer per actor at a
     * time, so simultaneous repeats also land on one row.
     */
    async recordRepeatable({ action, actorUserId, details }: AdminAction & { actorUserId: string }): Promise<void> {
      const stored = `master_admin_${action}`;
      const { timestamp: _firstTime, ...same } = details;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-log:${actorUserId}`}))`);
        const latestSame = tx
          .select({ id: adminActionLog.id })
          .from(adminActionLog)
          .where(
            and(
              eq(adminActionLog.action, stored),
              eq(adminActionLog.actorUserId, actorUserId),
              gt(adminActionLog.createdAt, sql`now() - ${REPEAT_WINDOW}`),
              sql`${adminActionLog.details} - ${VOLATILE_DETAILS} = ${JSON.stringify(same)}::jsonb`,
            ),
          )
          .orderBy(desc(adminActionLog.createdAt))
          .limit(1);
        const counted = await tx
          .update(adminActionLog)
          .set({
            details: sql`${adminActionLog.details} || jsonb_build_object(
              'repeats', coalesce((${adminActionLog.details}->>'repeats')::int, 1) + 1,
              'lastAttemptAt', now())`,
          })
          .where(inArray(adminActionLog.id, latestSame))
          .returning({ id: adminActionLog.id });
        if (counted.length === 0) await tx.insert(adminActionLog).values({ action: stored, actorUserId, details });
      });
    },
    /** Newest first. */
    async latest(limit: number) {
      return db.select().from(adminActionLog).orderBy(desc(adminActionLog.createdAt)).limit(limit);
    },
  };
}
