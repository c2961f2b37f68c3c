import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  locale: string;
}

/** Stores and lists messages from the public contact form. */
export function contactRepository(db: Db) {
  return {
    async create(input: NewContactMessage): Promise<{ id: string }> {
      const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Newest first; for the admin area. */
    async latest(limit: number) {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
    },
  };
}
