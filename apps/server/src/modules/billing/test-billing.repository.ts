/** Test support: moves billing rows through time (a period end reached, a grace or an hour passed). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { demoCheckouts, subscriptions } from '../../db/schema';
import { outboxRepository } from '../mail/outbox.repository';

export function testBillingRepository(db: Db) {
  return {
    async setSubscription(userId: string, fields: { currentPeriodEnd?: Date | null; pastDueSince?: Date | null }) {
      await db.update(subscriptions).set(fields).where(eq(subscriptions.userId, userId));
    },
    async ageDemoCheckout(id: string, createdAt: Date) {
      await db.update(demoCheckouts).set({ createdAt }).where(eq(demoCheckouts.id, id));
    },
    /** How many e-mails of `template` went to `to`. */
    async mailsTo(to: string, template: string): Promise<number> {
      const rows = await outboxRepository(db).latest(1000);
      return rows.filter((row) => row.to === to && row.template === template).length;
    },
  };
}
