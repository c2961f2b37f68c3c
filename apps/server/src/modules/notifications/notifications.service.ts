import type { Locale } from '@marcador/domain';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import { publishUserEvent } from '../realtime/user-events.repository';
import { type Notice, type NotificationText, notificationText } from './notification-texts';
import { notificationsRepository } from './notifications.repository';

/**
 * Every change of a user's notifications, each in one transaction with its realtime event, so the
 * user's open tabs hear of exactly what was committed.
 */
export function notificationsService(db: Db) {
  const rows = notificationsRepository(db);
  return {
    latest: rows.latest,
    unread: rows.unread,
    createdSince: rows.createdSince,
    /**
     * Writes a notification in the recipient's language and announces it; `written` runs in the same
     * transaction with its text (the notifier leaves the e-mail for after the commit there).
     */
    async notify(
      userId: string,
      notice: Notice,
      locale: Locale,
      written?: (tx: Db, text: NotificationText) => void,
    ): Promise<void> {
      await transaction(db, async (tx) => {
        const text = notificationText(notice, locale);
        const { id } = await notificationsRepository(tx).insert({ userId, kind: notice.kind, ...text });
        await publishUserEvent(tx, { userId, kind: 'notifications', created: [id], changed: [] });
        written?.(tx, text);
      });
    },
    /** Marks one read; false when the user has none with that id. */
    async markRead(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await notificationsRepository(tx).markRead(userId, id))) return false;
        await publishUserEvent(tx, { userId, kind: 'notifications', created: [], changed: [id] });
        return true;
      });
    },
    async markAllRead(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const changed = await notificationsRepository(tx).markAllRead(userId);
        if (changed.length > 0) await publishUserEvent(tx, { userId, kind: 'notifications', created: [], changed });
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
