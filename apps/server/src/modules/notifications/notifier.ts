import type { NotificationKind } from '@marcador/contracts';
import type { Locale } from '@marcador/domain';
import type { Db } from '../../db/database';
import { notificationText } from './notification-texts';
import { notificationsRepository } from './notifications.repository';

/** Tells a user something happened: the one way every feature writes a notification. */
export interface Notifier {
  notify(userId: string, kind: NotificationKind, locale: Locale): Promise<void>;
}

/** Writes the notification in the recipient's language. */
export function createNotifier(db: Db): Notifier {
  const rows = notificationsRepository(db);
  return {
    async notify(userId, kind, locale) {
      await rows.insert({ userId, kind, ...notificationText(kind, locale) });
    },
  };
}
