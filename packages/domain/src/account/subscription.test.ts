import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  demoRenewal,
  graceEndsAt,
  grantsPremium,
  PAST_DUE_GRACE_MS,
  pastDueSinceAfter,
  premiumEmailFor,
  replacesSubscription,
  type SubscriptionState,
  subscriptionStatusFromStripe,
} from './subscription';

const DAY = 24 * 3600_000;
const NOW = Date.UTC(2026, 10, 24, 12);

describe('Stripe status -> ours', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['canceled', 'canceled'],
    ['unpaid', 'canceled'],
    ['incomplete', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['paused', 'canceled'],
    ['something_new', 'canceled'],
  ])('%s is %s', (stripe, ours) => {
    expect(subscriptionStatusFromStripe(stripe)).toBe(ours);
  });
});

describe('the past-due grace', () => {
  it('is seven days', () => {
    expect(PAST_DUE_GRACE_MS).toBe(7 * DAY);
  });

  it('ends seven days after the first failure, only while past due', () => {
    expect(graceEndsAt({ status: 'past_due', currentPeriodEnd: NOW, pastDueSince: NOW })).toBe(NOW + 7 * DAY);
    expect(graceEndsAt({ status: 'active', currentPeriodEnd: NOW, pastDueSince: null })).toBeNull();
    expect(graceEndsAt({ status: 'past_due', currentPeriodEnd: NOW, pastDueSince: null })).toBeNull();
  });

  it.each([
    [null, 'past_due', NOW],
    [NOW - 3 * DAY, 'past_due', NOW - 3 * DAY],
    [NOW - 3 * DAY, 'active', null],
    [NOW - 3 * DAY, 'canceled', null],
    [null, 'active', null],
  ] as const)('from %s, becoming %s, starts at %s', (previous, status, since) => {
    expect(pastDueSinceAfter(previous, status, NOW)).toBe(since);
  });
});

describe('Premium at an instant', () => {
  const state = (s: Partial<SubscriptionState>): SubscriptionState => ({
    status: 'active',
    currentPeriodEnd: null,
    pastDueSince: null,
    ...s,
  });
  it.each([
    ['active, open-ended', state({}), true],
    ['active, period ahead', state({ currentPeriodEnd: NOW + 1 }), true],
    ['active, period just ended', state({ currentPeriodEnd: NOW }), false],
    ['active, period ended', state({ currentPeriodEnd: NOW - DAY }), false],
    ['past due a day', state({ status: 'past_due', pastDueSince: NOW - DAY }), true],
    ['past due just under the grace', state({ status: 'past_due', pastDueSince: NOW - 7 * DAY + 1 }), true],
    ['past due the whole grace', state({ status: 'past_due', pastDueSince: NOW - 7 * DAY }), false],
    ['past due, start unknown', state({ status: 'past_due' }), false],
    ['canceled, period ahead', state({ status: 'canceled', currentPeriodEnd: NOW + DAY }), false],
  ])('%s: %s', (_name, s, premium) => {
    expect(grantsPremium(s, NOW)).toBe(premium);
  });
});

describe('e-mails on a change of Premium', () => {
  it.each([
    [false, true, 'premium-welcome'],
    [true, false, 'premium-ended'],
    [true, true, null],
    [false, false, null],
  ] as const)('told %s, now %s: %s', (notified, premium, email) => {
    expect(premiumEmailFor(notified, premium)).toBe(email);
  });
});

describe('which subscription a row follows', () => {
  it.each([
    [null, 'sub_1', 'canceled', true],
    ['sub_1', 'sub_1', 'canceled', true],
    ['sub_1', 'sub_2', 'active', true],
    ['sub_1', 'sub_2', 'past_due', true],
    ['sub_2', 'sub_1', 'canceled', false],
  ] as const)('holding %s, %s %s replaces it: %s', (current, incoming, status, replaces) => {
    expect(replacesSubscription(current, incoming, status)).toBe(replaces);
  });
});

describe('demo renewal', () => {
  it.each([
    [Date.UTC(2026, 0, 15), Date.UTC(2026, 1, 15)],
    [Date.UTC(2026, 0, 31), Date.UTC(2026, 1, 28)],
    [Date.UTC(2028, 0, 31), Date.UTC(2028, 1, 29)],
    [Date.UTC(2026, 11, 20, 9, 30), Date.UTC(2027, 0, 20, 9, 30)],
  ])('one month after %i is %i', (from, to) => {
    expect(addOneMonth(from)).toBe(to);
  });

  it('does nothing while the period runs', () => {
    expect(demoRenewal({ currentPeriodEnd: NOW + 1, cancelAtPeriodEnd: true }, NOW)).toBeNull();
  });

  it('ends a subscription canceled at period end', () => {
    expect(demoRenewal({ currentPeriodEnd: NOW, cancelAtPeriodEnd: true }, NOW)).toEqual({ status: 'canceled' });
  });

  it('renews for a month, or as many as it takes to be ahead of now', () => {
    expect(demoRenewal({ currentPeriodEnd: NOW, cancelAtPeriodEnd: false }, NOW)).toEqual({
      status: 'active',
      currentPeriodEnd: addOneMonth(NOW),
    });
    const twoMonthsLate = demoRenewal({ currentPeriodEnd: NOW - 40 * DAY, cancelAtPeriodEnd: false }, NOW);
    expect(twoMonthsLate).toEqual({ status: 'active', currentPeriodEnd: addOneMonth(addOneMonth(NOW - 40 * DAY)) });
  });
});
