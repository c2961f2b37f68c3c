import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminActionLog } from '../../db/schema';

/** A master-admin event: `access_verified`, `action_attempted`, ... (stored with the `master_admin_` prefix). */
export interface AdminAction {
  action: string;
  actorUserId: string | null;
  targetUserId?: string | null;
  details: Record<string, unknown>;
}

/** The audit trail of the spec's log_admin_action. */
export function adminLogRepository(db: Db) {
  return {
    async record({ action, actorUserId, targetUserId = null, details }: AdminAction): Promise<void> {
      await db.insert(adminActionLog).values({ action: `master_admin_${action}`, actorUserId, targetUserId, details });
    },
    /** Newest first. */
    async latest(limit: number) {
      return db.select().from(adminActionLog).orderBy(desc(adminActionLog.createdAt)).limit(limit);
    },
  };
}
