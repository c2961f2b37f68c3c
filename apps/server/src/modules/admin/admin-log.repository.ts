import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { adminActionLog, users } from '../../db/schema';
import { lockUntilTransactionEnds } from '../../db/transaction-lock';

/** A master-admin event: `access_verified`, `action_attempted`, ... (stored with the `master_admin_` prefix). */
export interface AdminAction {
  action: string;
  actorUserId: string | null;
  targetUserId?: string | null;
  details: Record<string, unknown>;
}

/** Which entries a page of the log holds: newest first, optionally filtered, after `cursor`'s entry. */
export interface AdminLogPageQuery {
  /** Without the `master_admin_` prefix. */
  action?: string;
  actorUserId?: string;
  /** The id of the last entry of the previous page. */
  cursor?: string;
  limit: number;
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

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
        await lockUntilTransactionEnds(tx, `admin-log:${actorUserId}`);
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
    /**
     * One page of the log, newest first, with the acting and target accounts' e-mails; `hasMore`
     * when older entries match too. Entries of one instant are ordered by id, so pages never overlap.
     */
    async page({ action, actorUserId, cursor, limit }: AdminLogPageQuery) {
      const filters: (SQL | undefined)[] = [
        action === undefined ? undefined : eq(adminActionLog.action, `master_admin_${action}`),
        actorUserId === undefined ? undefined : eq(adminActionLog.actorUserId, actorUserId),
        cursor === undefined
          ? undefined
          : sql`(${adminActionLog.createdAt}, ${adminActionLog.id}) < (select created_at, id from ${adminActionLog} where id = ${cursor})`,
      ];
      const rows = await db
        .select({
          id: adminActionLog.id,
          action: adminActionLog.action,
          actorUserId: adminActionLog.actorUserId,
          actorEmail: actor.email,
          targetUserId: adminActionLog.targetUserId,
          targetEmail: target.email,
          details: adminActionLog.details,
          createdAt: adminActionLog.createdAt,
        })
        .from(adminActionLog)
        .leftJoin(actor, eq(actor.id, adminActionLog.actorUserId))
        .leftJoin(target, eq(target.id, adminActionLog.targetUserId))
        .where(and(...filters))
        .orderBy(desc(adminActionLog.createdAt), desc(adminActionLog.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },
    /** Newest first. */
    async latest(limit: number) {
      return db.select().from(adminActionLog).orderBy(desc(adminActionLog.createdAt)).limit(limit);
    },
  };
}
