/**
 * Premium subscriptions (decision 023): which states grant Premium at an instant, how a payment
 * provider's status maps to ours, the grace of an unpaid renewal, the demo provider's monthly
 * renewal and which change of Premium sends which e-mail. Instants are epoch milliseconds; the
 * clock is always an argument.
 */

/** Our statuses; Stripe's many are folded into these (subscriptionStatusFromStripe). */
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

const DAY_MS = 24 * 3600_000;

/**
 * How long a past-due subscription keeps Premium after its renewal first failed. Stripe's default
 * Smart Retries try a failed card for about a week before giving up, and most failed renewals are
 * recovered by one of those retries (an expired card updated, a limit that resets): seven days
 * covers that window, so a player does not lose voice control mid-tournament over a bank retry,
 * and it is short enough that an abandoned card does not give weeks of free Premium.
 */
export const PAST_DUE_GRACE_MS = 7 * DAY_MS;

/** How long a demo checkout stays payable after it is created. */
export const DEMO_CHECKOUT_TTL_MS = 3600_000;

/** What decides whether a subscription grants Premium. */
export interface SubscriptionState {
  readonly status: SubscriptionStatus;
  /** End of the paid period; null for an open-ended grant (operator CLI). */
  readonly currentPeriodEnd: number | null;
  /** When it first became past due in its current spell of non-payment; null unless past_due. */
  readonly pastDueSince: number | null;
}

/**
 * Stripe's subscription status as ours: `trialing` grants Premium like `active`; `past_due` keeps
 * it through the grace; `incomplete` (first payment not made), `incomplete_expired`, `unpaid`
 * (retries exhausted), `paused` and `canceled` do not, and anything Stripe adds later is treated
 * as not paying until someone decides otherwise.
 */
export function subscriptionStatusFromStripe(status: string): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due') return 'past_due';
  return 'canceled';
}

/** When a past-due subscription's grace ends (null unless it is past due since a known instant). */
export function graceEndsAt(state: SubscriptionState): number | null {
  if (state.status !== 'past_due' || state.pastDueSince === null) return null;
  return state.pastDueSince + PAST_DUE_GRACE_MS;
}

/**
 * True when the subscription grants Premium at `now`: active and not past its period end (none:
 * open-ended), or past due within its grace. The SQL twin is activeSubscriptionOf (server).
 */
export function grantsPremium(state: SubscriptionState, now: number): boolean {
  if (state.status === 'active') return state.currentPeriodEnd === null || state.currentPeriodEnd > now;
  const graceEnd = graceEndsAt(state);
  return graceEnd !== null && now < graceEnd;
}

/**
 * The past-due start to store when a subscription takes `status` at `now`: kept while it stays past
 * due (each retry's event must not restart the grace), set when it becomes past due, cleared
 * otherwise (a payment that succeeds ends the spell).
 */
export function pastDueSinceAfter(previous: number | null, status: SubscriptionStatus, now: number): number | null {
  if (status !== 'past_due') return null;
  return previous ?? now;
}

/** The e-mail a change of Premium sends: `premium-welcome` when it starts, `premium-ended` when it stops. */
export type PremiumEmail = 'premium-welcome' | 'premium-ended';

/**
 * Which e-mail, if any, a change from `notified` (the Premium state the user was last told about)
 * to `premium` (now) sends. Comparing with what was last told, not with the previous row, sends
 * exactly one e-mail per real change whatever the order or number of the events in between.
 */
export function premiumEmailFor(notified: boolean, premium: boolean): PremiumEmail | null {
  if (notified === premium) return null;
  return premium ? 'premium-welcome' : 'premium-ended';
}

/**
 * Whether a provider's state of subscription `incomingId` may replace the row that holds
 * `currentId`. The same subscription always may (its own latest state wins); another one only when
 * it is live, so a late "canceled" of an old subscription never ends the one the user has now,
 * while a new subscription always takes over from an old one.
 */
export function replacesSubscription(
  currentId: string | null,
  incomingId: string,
  incomingStatus: SubscriptionStatus,
): boolean {
  return currentId === null || currentId === incomingId || incomingStatus !== 'canceled';
}

/** The same day of the next month, kept within the month (31 January -> 28 or 29 February), in UTC. */
export function addOneMonth(instant: number): number {
  const date = new Date(instant);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** A demo subscription as its renewal sees it. */
export interface DemoTerm {
  readonly currentPeriodEnd: number;
  readonly cancelAtPeriodEnd: boolean;
}

/**
 * What a demo subscription becomes at `now` once its period end is reached: the end when it was
 * canceled at period end, else renewed month by month until the period end is ahead of `now`
 * (a server that was off for two months charges nothing twice: no payment is real). Null while
 * the period is still running.
 */
export function demoRenewal(
  term: DemoTerm,
  now: number,
): { status: 'canceled' } | { status: 'active'; currentPeriodEnd: number } | null {
  if (term.currentPeriodEnd > now) return null;
  if (term.cancelAtPeriodEnd) return { status: 'canceled' };
  let end = term.currentPeriodEnd;
  while (end <= now) end = addOneMonth(end);
  return { status: 'active', currentPeriodEnd: end };
}
