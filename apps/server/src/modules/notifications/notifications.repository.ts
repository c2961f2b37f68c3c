import { NOTIFICATIONS_LIMIT, type Notification, type NotificationKind } from '@marcador/contracts';
import { and, asc, count, desc, eq, gt, not } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';

/** A notification to store: whom for, what about, its text in their language, where it leads. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  message: string;
  link: string | null;
}

const listed = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  read: notifications.read,
  createdAt: notifications.createdAt,
};

/** The notifications table: every read and write is one user's own rows. */
export function notificationsRepository(db: Db) {
  /** Stores notifications of different recipients in one statement; their ids in the same order. */
  const insertMany = async (inputs: readonly NewNotification[]): Promise<string[]> => {
    if (inputs.length === 0) return [];
    const rows = await db
      .insert(notifications)
      .values([...inputs])
      .returning({ id: notifications.id, userId: notifications.userId });
    // RETURNING's order is not promised: matched by recipient, each of whom gets one of these.
    const byUser = new Map(rows.map((row) => [row.userId, row.id]));
    return inputs.map((input) => {
      const id = byUser.get(input.userId);
      if (id === undefined) throw new Error('insert returned no row');
      return id;
    });
  };
  const unreadOf = async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), not(notifications.read)));
    return row?.unread ?? 0;
  };
  return {
    async insert(input: NewNotification): Promise<{ id: string }> {
      const [id] = await insertMany([input]);
      return { id: id as string };
    },
    insertMany,
    /** The newest NOTIFICATIONS_LIMIT, newest first. */
    async latest(userId: string): Promise<Notification[]> {
      const rows = await db
        .select(listed)
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_LIMIT);
      return rows.map((row) => ({ ...row, kind: row.kind as NotificationKind, createdAt: row.createdAt.getTime() }));
    },
    unread: unreadOf,
    /** Marks one of the user's notifications read; false when they have none with that id. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    /** Marks every unread one read; the ids it marked. */
    async markAllRead(userId: string): Promise<string[]> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), not(notifications.read)))
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },
    /** Ids of the user's notifications written after `since` (epoch ms), oldest first, at most the list's length. */
    async createdSince(userId: string, since: number): Promise<string[]> {
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, new Date(since))))
        .orderBy(asc(notifications.createdAt), asc(notifications.id))
        .limit(NOTIFICATIONS_LIMIT);
      return rows.map((row) => row.id);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
