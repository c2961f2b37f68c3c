import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailOutbox } from '../../db/schema';

/** Delivery status of an outbox row (see the table's documentation). */
export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'stored' | 'suppressed';

export interface NewOutboxMessage {
  to: string;
  template: string;
  locale: string;
  category: string;
  subject: string;
  html: string;
  text: string;
  status: OutboxStatus;
}

/** The record of every e-mail the app sends. */
export function outboxRepository(db: Db) {
  const attempted = (id: string, changes: { status: OutboxStatus; error: string | null; sentAt: Date | null }) =>
    db
      .update(emailOutbox)
      .set({ ...changes, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, id));
  return {
    async insert(message: NewOutboxMessage): Promise<string> {
      const [row] = await db.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async markSent(id: string): Promise<void> {
      await attempted(id, { status: 'sent', error: null, sentAt: new Date() });
    },
    async markFailed(id: string, error: string): Promise<void> {
      await attempted(id, { status: 'failed', error, sentAt: null });
    },
    /** Newest first. */
    async latest(limit: number) {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
    },
  };
}
