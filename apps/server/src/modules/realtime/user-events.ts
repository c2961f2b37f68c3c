/**
 * What the realtime service tells a signed-in user's tabs: which of their rows changed, by id, never
 * the data (the tab reads it through the API, with the same permissions as any read). One NOTIFY
 * channel carries every user's events across instances (decision 029).
 */
export const USER_EVENTS_CHANNEL = 'marcador_user';

/**
 * What changed for the user, which is also the event's name on the stream:
 * - `notifications`: `created` are new (a tab shows them as a toast), `changed` were marked read;
 * - `network`: `changed` names the players whose connection with the user changed (a request sent,
 *   received, accepted, declined or canceled, a contact removed, a block); `created` is empty;
 * - `tournament`: a tournament the user organises or plays in with their account, `created` when it
 *   was just created, `changed` when its rounds, results, players or status changed (decision 044).
 */
export const USER_EVENT_KINDS = ['notifications', 'network', 'tournament'] as const;
export type UserEventKind = (typeof USER_EVENT_KINDS)[number];

/** One event for one user's tabs (ids only). */
export interface UserEvent {
  userId: string;
  kind: UserEventKind;
  created: string[];
  changed: string[];
}

const isKind = (value: unknown): value is UserEventKind => (USER_EVENT_KINDS as readonly unknown[]).includes(value);

/** The NOTIFY payload of an event (ids only; far below PostgreSQL's 8,000-byte payload limit). */
export function encodeUserEvent(event: UserEvent): string {
  return JSON.stringify([event.userId, event.kind, event.created, event.changed]);
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The event a payload carries, or null for one this version does not know (another release's). */
export function decodeUserEvent(payload: string): UserEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [userId, kind, created, changed] = value as unknown[];
  if (typeof userId !== 'string' || !isKind(kind) || !isIdList(created) || !isIdList(changed)) return null;
  return { userId, kind, created, changed };
}
