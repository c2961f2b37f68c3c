/** From this many free places left, /network and /contacts offer Premium beside the count. */
export const NEAR_LIMIT_LEFT = 5;

/**
 * Where a list of contacts (the network's, or the saved ones) stands against its plan: `unlimited`
 * (Premium), else the count against the free limit and whether it is `room` (plenty left), `near`
 * (at most NEAR_LIMIT_LEFT left) or `full`.
 */
export type ContactsAllowance =
  | { kind: 'unlimited'; contacts: number }
  | { kind: 'room' | 'near' | 'full'; contacts: number; limit: number; left: number };

export function contactsAllowance(contacts: number, contactsLimit: number | null): ContactsAllowance {
  if (contactsLimit === null) return { kind: 'unlimited', contacts };
  // A plan that went back to free keeps the contacts it had: more than the limit reads as full.
  const left = Math.max(0, contactsLimit - contacts);
  const kind = left === 0 ? 'full' : left <= NEAR_LIMIT_LEFT ? 'near' : 'room';
  return { kind, contacts, limit: contactsLimit, left };
}
