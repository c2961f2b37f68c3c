import type { NotificationKind } from '@marcador/contracts';
import type { Locale } from '@marcador/domain';
import type { Db } from '../../db/database';
import { notificationsService } from './notifications.service';

/** Tells a user something happened: the one way every feature writes a notification. */
export interface Notifier {
  notify(userId: string, kind: NotificationKind, locale: Locale): Promise<void>;
}

/** Writes the notification in the recipient's language; their open tabs hear of it at once. */
export function createNotifier(db: Db): Notifier {
  return { notify: notificationsService(db).notify };
}
