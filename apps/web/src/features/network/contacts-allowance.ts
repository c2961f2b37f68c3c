import type { InvitationSummary } from '@marcador/contracts';

/** From this many free places left, /network and /contacts offer Premium beside the count. */
export const NEAR_LIMIT_LEFT = 5;
/** From this many e-mail invitations left in the month, /invite-friends offers Premium beside the count. */
export const NEAR_INVITATIONS_LEFT = 3;

/** Where a count stands against a plan's limit: plenty of `room`, `near` it, `full`. */
export type LimitStanding = { kind: 'room' | 'near' | 'full'; limit: number; left: number };

/** `used` against `limit`; `near` from `nearLeft` places left. More than the limit reads as full. */
function standing(used: number, limit: number, nearLeft: number): LimitStanding {
  const left = Math.max(0, limit - used);
  return { kind: left === 0 ? 'full' : left <= nearLeft ? 'near' : 'room', limit, left };
}

/**
 * Where a list of contacts (the network's, or the saved ones) stands against its plan: `unlimited`
 * (Premium), else the count against the free limit and whether it is `room` (plenty left), `near`
 * (at most NEAR_LIMIT_LEFT left) or `full`.
 */
export type ContactsAllowance = { kind: 'unlimited'; contacts: number } | (LimitStanding & { contacts: number });

export function contactsAllowance(contacts: number, contactsLimit: number | null): ContactsAllowance {
  if (contactsLimit === null) return { kind: 'unlimited', contacts };
  // A plan that went back to free keeps the contacts it had: more than the limit reads as full.
  return { ...standing(contacts, contactsLimit, NEAR_LIMIT_LEFT), contacts };
}

/** This month's e-mail invitations against the plan, as for contacts (NEAR_INVITATIONS_LEFT). */
export type InvitationsAllowance = { kind: 'unlimited'; sent: number } | (LimitStanding & { sent: number });

export function invitationsAllowance({ sentThisMonth, monthlyLimit }: InvitationSummary): InvitationsAllowance {
  if (monthlyLimit === null) return { kind: 'unlimited', sent: sentThisMonth };
  return { ...standing(sentThisMonth, monthlyLimit, NEAR_INVITATIONS_LEFT), sent: sentThisMonth };
}
