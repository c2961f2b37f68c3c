import type { Locale } from '@marcador/domain';
import type { Db } from '../../db/database';
import type { Notice } from './notification-texts';
import { notificationsService } from './notifications.service';

/** Tells a user something happened: the one way every feature writes a notification. */
export interface Notifier {
  /**
   * Writes the notice in the recipient's language. `tx`: the transaction of the change it tells of,
   * so the two commit (and are announced) together or not at all; else it commits on its own.
   */
  notify(userId: string, notice: Notice, locale: Locale, tx?: Db): Promise<void>;
}

/** Writes the notification in the recipient's language; their open tabs hear of it at once. */
export function createNotifier(db: Db): Notifier {
  return { notify: (userId, notice, locale, tx) => notificationsService(tx ?? db).notify(userId, notice, locale) };
}
