import type { Locale } from '@marcador/domain';
import { transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import { publishUserEvent, publishUserEvents } from '../realtime/user-events.repository';
import { type Notice, type NotificationText, notificationText } from './notification-texts';
import { notificationsRepository } from './notifications.repository';

/** Someone a notice goes to, and the language it is written in for them. */
export interface Recipient {
  userId: string;
  locale: Locale;
}

/** A recipient with the notice's text in their language. */
export interface Letter extends Recipient {
  text: NotificationText;
}

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
     * Writes the notice once to each recipient (named twice, once), each in their language, and
     * announces them: one insert and one announcement for all, however many (a finish notifies up to
     * three players; decision 058). `written` runs in the same transaction with each recipient and
     * their text (the notifier leaves the e-mails for after the commit there).
     */
    async notifyAll(
      recipients: readonly Recipient[],
      notice: Notice,
      written?: (tx: Db, letters: readonly Letter[]) => void,
    ): Promise<void> {
      const unique = [...new Map(recipients.map((recipient) => [recipient.userId, recipient])).values()];
      if (unique.length === 0) return;
      const letters = unique.map((recipient) => ({ ...recipient, text: notificationText(notice, recipient.locale) }));
      await transaction(db, async (tx) => {
        const ids = await notificationsRepository(tx).insertMany(
          letters.map(({ userId, text }) => ({ userId, kind: notice.kind, ...text })),
        );
        await publishUserEvents(
          tx,
          letters.map(({ userId }, i) => ({ userId, kind: 'notifications', created: [ids[i] as string], changed: [] })),
        );
        written?.(tx, letters);
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
