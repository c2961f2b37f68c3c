import {
  type EmailSettings,
  type EmailSettingsUpdate,
  NOTIFICATION_EMAILS_OFF_BY_DEFAULT,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type OptionalEmailCategory,
} from '@marcador/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailPreferences } from '../../db/schema';

/** What an e-mail may be opted out of: a category, and for notifications their kind. */
export type EmailChoice =
  | { category: Exclude<OptionalEmailCategory, 'notifications'> }
  | { category: 'notifications'; kind: NotificationKind };

type StoredKinds = Partial<Record<NotificationKind, boolean>>;

/** Every kind with the user's choice, else its default (decision 033); unknown stored keys are dropped. */
function notificationChoices(stored: StoredKinds): Record<NotificationKind, boolean> {
  const choices = {} as Record<NotificationKind, boolean>;
  for (const kind of NOTIFICATION_KINDS) {
    choices[kind] = stored[kind] ?? !NOTIFICATION_EMAILS_OFF_BY_DEFAULT.includes(kind);
  }
  return choices;
}

const columns = {
  invitations: emailPreferences.invitations,
  marketing: emailPreferences.marketing,
  notificationEmails: emailPreferences.notificationEmails,
};

const settingsOf = ({
  notificationEmails,
  ...row
}: {
  invitations: boolean;
  marketing: boolean;
  notificationEmails: StoredKinds;
}): EmailSettings => ({
  ...row,
  notifications: notificationChoices(notificationEmails),
});

/** Opt-outs per (lower-case) address. */
export function preferencesRepository(db: Db) {
  const get = async (email: string): Promise<EmailSettings> => {
    const [row] = await db
      .select(columns)
      .from(emailPreferences)
      .where(eq(emailPreferences.email, email.toLowerCase()));
    return settingsOf(row ?? { invitations: true, marketing: true, notificationEmails: {} });
  };
  /**
   * Changes some settings of an address, creating its row on first change. The notification kinds
   * given are merged into those stored (jsonb `||`), so one switch never resets the others.
   */
  const update = async (
    email: string,
    { notifications, ...changes }: Partial<EmailSettingsUpdate>,
    userId: string | null = null,
  ): Promise<EmailSettings> => {
    const kinds: StoredKinds = notifications ?? {};
    const [row] = await db
      .insert(emailPreferences)
      .values({
        email: email.toLowerCase(),
        userId,
        invitations: true,
        marketing: true,
        ...changes,
        notificationEmails: kinds,
      })
      .onConflictDoUpdate({
        target: emailPreferences.email,
        set: {
          ...changes,
          ...(userId ? { userId } : {}),
          notificationEmails: sql`${emailPreferences.notificationEmails} || ${JSON.stringify(kinds)}::jsonb`,
        },
      })
      .returning(columns);
    if (!row) throw new Error('upsert returned no row');
    return settingsOf(row);
  };
  return {
    get,
    async allows(email: string, choice: EmailChoice): Promise<boolean> {
      const settings = await get(email);
      return choice.category === 'notifications' ? settings.notifications[choice.kind] : settings[choice.category];
    },
    update,
    /** Turns off what an unsubscribe link names. */
    async optOut(email: string, choice: EmailChoice): Promise<EmailSettings> {
      return choice.category === 'notifications'
        ? update(email, { notifications: { [choice.kind]: false } })
        : update(email, { [choice.category]: false });
    },
  };
}
