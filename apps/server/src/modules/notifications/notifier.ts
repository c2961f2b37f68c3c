import type { Locale } from '@marcador/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { usersRepository } from '../accounts/users.repository';
import { notificationEmail } from '../mail/templates/notification-template';
import type { Notice } from './notification-texts';
import { type Letter, notificationsService, type Recipient } from './notifications.service';

/** Tells a user something happened: the one way every feature writes a notification. */
export interface Notifier {
  /**
   * Writes the notice in the recipient's language. `tx`: the transaction of the change it tells of
   * (opened with db/after-commit.ts `transaction`), so the two commit (and are announced) together or
   * not at all; else it commits on its own. When the recipient gets this kind by e-mail too, the
   * e-mail goes once the notification is committed, never for one rolled back.
   */
  notify(userId: string, notice: Notice, locale: Locale, tx?: Db): Promise<void>;
  /** `notify` to several recipients at once: the same round trips as one. */
  notifyAll(recipients: readonly Recipient[], notice: Notice, tx?: Db): Promise<void>;
}

/**
 * Writes the notification in the recipient's language; their open tabs hear of it at once; after the
 * commit, the outbox e-mails it to those who chose its kind (the mailer checks the choice and writes a
 * `suppressed` row for the others, as for every optional e-mail).
 */
export function createNotifier(db: Db, mail: Mailer, log: FastifyBaseLogger): Notifier {
  const emailLater = (tx: Db, notice: Notice, letters: readonly Letter[]) =>
    afterCommit(tx, async () => {
      try {
        const contacts = await usersRepository(db).contactsOf(letters.map((letter) => letter.userId));
        for (const { userId, locale, text } of letters) {
          const contact = contacts.get(userId);
          if (!contact) continue;
          try {
            await mail.send(notificationEmail, { to: contact.email, locale, data: text, kind: notice.kind });
          } catch (error) {
            // The notification stands; only its e-mail is missing.
            log.warn({ err: error, userId, kind: notice.kind }, 'notification e-mail not sent');
          }
        }
      } catch (error) {
        // The notifications stand; only their e-mails are missing.
        log.warn({ err: error, kind: notice.kind }, 'notification e-mails not sent');
      }
    });
  const notifyAll: Notifier['notifyAll'] = (recipients, notice, tx) =>
    notificationsService(tx ?? db).notifyAll(recipients, notice, (inTx, letters) => emailLater(inTx, notice, letters));
  return {
    notify: (userId, notice, locale, tx) => notifyAll([{ userId, locale }], notice, tx),
    notifyAll,
  };
}
