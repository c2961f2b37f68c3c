import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../../security/database-snapshot';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { testBillingRepository } from './test-billing.repository';
import {
  asUser,
  deliver,
  STRIPE_TEST_ENV,
  type StandInSubscription,
  type StripeStandIn,
  signatureOf,
  startStripeStandIn,
  stripeEvent,
} from './test-stripe';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
let stripe: StripeStandIn;
let rows: ReturnType<typeof testBillingRepository>;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  ctx = await createTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url } });
  rows = testBillingRepository(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const DAY_S = 24 * 3600;
const nowS = () => Math.floor(Date.now() / 1000);
let subCount = 0;

/** A Stripe subscription of `user`, active for 30 more days unless told otherwise. */
const subscriptionOf = (user: TestUser, fields: Partial<StandInSubscription> = {}): StandInSubscription => ({
  id: `sub_test_${++subCount}`,
  status: 'active',
  customer: `cus_${user.id}`,
  periodEnd: nowS() + 30 * DAY_S,
  userId: user.id,
  ...fields,
});

const planOf = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json().plan as string;
const billingOf = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: user.cookie } })).json();
const post = (user: TestUser, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: asUser(user.cookie), ...(payload ? { payload } : {}) });
const mails = (user: TestUser, template: 'premium-welcome' | 'premium-ended') => rows.mailsTo(user.email, template);

/** Stripe tells that `sub` changed: the event carries the state of its moment, which we do not trust. */
const subscriptionEvent = (type: string, sub: StandInSubscription, id?: string) =>
  stripeEvent(type, { id: sub.id, object: 'subscription', status: 'active', customer: sub.customer }, id);

/** A subscribed user: Stripe holds `sub` and the `updated` event has been delivered. */
async function subscribed(fields: Partial<StandInSubscription> = {}) {
  const user = await createUser(ctx);
  const sub = subscriptionOf(user, fields);
  stripe.setSubscription(sub);
  expect((await deliver(ctx, subscriptionEvent('customer.subscription.updated', sub))).statusCode).toBe(200);
  return { user, sub };
}

describe('checkout on Stripe', () => {
  it('creates a Checkout Session in subscription mode for the caller', async () => {
    const user = await createUser(ctx);
    const response = await post(user, '/api/billing/checkout');
    expect(response.statusCode, response.body).toBe(200);
    const { url, sessionId } = response.json();
    expect(url).toBe(`${stripe.url}/pay/${sessionId}`);
    const call = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions');
    expect(call?.params).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: STRIPE_TEST_ENV.STRIPE_PRICE_ID, quantity: '1' } },
      client_reference_id: user.id,
      customer_email: user.email,
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/precios?checkout=canceled',
    });
    expect(stripe.calls.at(-1)?.method).toBe('POST');
  });

  it('refuses premium and master users with 409 already_premium, asking Stripe nothing', async () => {
    const premium = await createUser(ctx, { premium: true });
    const master = await createUser(ctx, { roles: ['admin'] });
    const before = stripe.calls.length;
    for (const user of [premium, master]) {
      const response = await post(user, '/api/billing/checkout');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('already_premium');
    }
    expect(stripe.calls.length).toBe(before);
  });

  it('answers 502 payment_provider_unavailable when Stripe does not answer', async () => {
    const user = await createUser(ctx);
    stripe.state.down = true;
    try {
      const response = await post(user, '/api/billing/checkout');
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe('payment_provider_unavailable');
    } finally {
      stripe.state.down = false;
    }
  });
});

describe('confirming a checkout on the payment-success page', () => {
  it('is pending until paid, then applies the subscription without waiting for the webhook', async () => {
    const user = await createUser(ctx);
    const { sessionId } = (await post(user, '/api/billing/checkout')).json();
    const pending = await post(user, '/api/billing/confirm', { sessionId });
    expect(pending.json()).toMatchObject({ status: 'pending', billing: { plan: 'free' } });
    expect(await planOf(user)).toBe('free'); // now cached for 10 s

    stripe.completeSession(sessionId, subscriptionOf(user));
    const paid = await post(user, '/api/billing/confirm', { sessionId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      billing: { provider: 'stripe', plan: 'premium', subscription: { provider: 'stripe', premium: true } },
    });
    expect(await planOf(user)).toBe('premium'); // the cached session was dropped
    expect(await mails(user, 'premium-welcome')).toBe(1);
  });

  it("answers 404 for someone else's session and for one Stripe does not know", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const { sessionId } = (await post(owner, '/api/billing/checkout')).json();
    stripe.completeSession(sessionId, subscriptionOf(owner));
    for (const id of [sessionId, 'cs_test_unknown']) {
      const response = await post(other, '/api/billing/confirm', { sessionId: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect(await planOf(other)).toBe('free');
    expect(await planOf(owner)).toBe('free');
  });
});

describe('the webhook', () => {
  it('refuses a missing, wrong or tampered signature with 400 invalid_signature, changing nothing', async () => {
    const user = await createUser(ctx);
    const sub = subscriptionOf(user);
    stripe.setSubscription(sub);
    const payload = subscriptionEvent('customer.subscription.updated', sub);
    const before = await databaseSnapshot(ctx.database.db);
    for (const [payloadSent, signature] of [
      [payload, null],
      [payload, signatureOf(payload, 'whsec_someone_else')],
      [payload.replace('"active"', '"canceled"'), signatureOf(payload)],
      [payload, 'garbage'],
    ] as const) {
      const response = await deliver(ctx, payloadSent, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_signature');
    }
    expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
    expect(await planOf(user)).toBe('free');
  });

  it('applies checkout.session.completed for the user the session names', async () => {
    const user = await createUser(ctx);
    const sub = subscriptionOf(user, { userId: undefined });
    stripe.setSubscription(sub);
    const session = {
      id: 'cs_x',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: user.id,
      subscription: sub.id,
    };
    expect((await deliver(ctx, stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await planOf(user)).toBe('premium');
    // The row now knows the customer: invoice events, which name only the subscription, find the user.
    const invoice = { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: sub.id } } };
    stripe.setSubscription({ ...sub, status: 'past_due' });
    expect((await deliver(ctx, stripeEvent('invoice.payment_failed', invoice))).statusCode).toBe(200);
    expect((await billingOf(user)).subscription).toMatchObject({ status: 'past_due', premium: true });
  });

  it('applies an event once: a replay changes nothing and sends no second e-mail', async () => {
    const { user, sub } = await subscribed();
    const payload = subscriptionEvent('customer.subscription.updated', sub, 'evt_replayed');
    expect((await deliver(ctx, payload)).statusCode).toBe(200);
    stripe.setSubscription({ ...sub, status: 'canceled' });
    expect((await deliver(ctx, payload)).statusCode).toBe(200);
    expect(await planOf(user)).toBe('premium');
    expect(await mails(user, 'premium-welcome')).toBe(1);
  });

  it('sends one welcome e-mail for many events delivered at once', async () => {
    const user = await createUser(ctx);
    const sub = subscriptionOf(user);
    stripe.setSubscription(sub);
    const types = ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.updated'];
    const answers = await Promise.all(types.map((type) => deliver(ctx, subscriptionEvent(type, sub))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await mails(user, 'premium-welcome')).toBe(1);
  });

  it('ends in the state Stripe holds whatever the order: deleted before updated stays canceled', async () => {
    const { user, sub } = await subscribed();
    stripe.setSubscription({ ...sub, status: 'canceled' });
    await deliver(ctx, subscriptionEvent('customer.subscription.deleted', sub));
    expect(await planOf(user)).toBe('free');
    // The older "updated" arrives last; its own snapshot said active, Stripe says canceled.
    await deliver(ctx, subscriptionEvent('customer.subscription.updated', sub));
    await deliver(ctx, stripeEvent('invoice.paid', { id: 'in_2', object: 'invoice', subscription: sub.id }));
    expect(await planOf(user)).toBe('free');
    expect((await billingOf(user)).subscription).toMatchObject({ status: 'canceled', premium: false });
    expect(await mails(user, 'premium-welcome')).toBe(1);
    expect(await mails(user, 'premium-ended')).toBe(1);
  });

  it("never lets a late cancellation of an old subscription end the user's new one", async () => {
    const { user, sub: old } = await subscribed();
    stripe.setSubscription({ ...old, status: 'canceled' });
    const renewed = subscriptionOf(user);
    stripe.setSubscription(renewed);
    await deliver(ctx, subscriptionEvent('customer.subscription.created', renewed));
    await deliver(ctx, subscriptionEvent('customer.subscription.deleted', old));
    expect(await planOf(user)).toBe('premium');
    expect(await mails(user, 'premium-ended')).toBe(0);
  });

  it('keeps Premium until the period end of a subscription canceled at period end, then not', async () => {
    const { user, sub } = await subscribed();
    stripe.setSubscription({ ...sub, cancelAtPeriodEnd: true });
    await deliver(ctx, subscriptionEvent('customer.subscription.updated', sub));
    expect(await planOf(user)).toBe('premium');
    const { subscription } = await billingOf(user);
    expect(subscription).toMatchObject({ cancelAtPeriodEnd: true, premium: true });
    expect(Date.parse(subscription.currentPeriodEnd)).toBe(sub.periodEnd * 1000);

    // The period end is reached: Stripe still says active until it sends the deletion.
    stripe.setSubscription({ ...sub, cancelAtPeriodEnd: true, periodEnd: nowS() - 1 });
    await deliver(ctx, subscriptionEvent('customer.subscription.updated', sub));
    expect(await planOf(user)).toBe('free');
    stripe.setSubscription({ ...sub, status: 'canceled', cancelAtPeriodEnd: true, periodEnd: nowS() - 1 });
    await deliver(ctx, subscriptionEvent('customer.subscription.deleted', sub));
    expect(await mails(user, 'premium-ended')).toBe(1);
  });

  it("ends Premium at the period end even before an event, e-mailing only on Stripe's word", async () => {
    const { user, sub } = await subscribed();
    await rows.setSubscription(user.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await ctx.app.billing.service.settle();
    expect(await planOf(user)).toBe('free');
    // A renewal's event would move the period end: no "ended" e-mail meanwhile.
    expect(await mails(user, 'premium-ended')).toBe(0);
    stripe.setSubscription({ ...sub, status: 'canceled', periodEnd: nowS() - 1 });
    await deliver(ctx, subscriptionEvent('customer.subscription.deleted', sub));
    await ctx.app.billing.service.settle();
    expect(await mails(user, 'premium-ended')).toBe(1);
  });

  it('keeps Premium through the past-due grace, not after it; a payment in it keeps Premium', async () => {
    const { user, sub } = await subscribed();
    stripe.setSubscription({ ...sub, status: 'past_due' });
    const failed = { id: 'in_3', object: 'invoice', subscription: sub.id };
    await deliver(ctx, stripeEvent('invoice.payment_failed', failed));
    const { subscription } = await billingOf(user);
    expect(subscription).toMatchObject({ status: 'past_due', premium: true });
    expect(Date.parse(subscription.graceEndsAt) - Date.now()).toBeGreaterThan(6.9 * DAY_S * 1000);
    // Another retry fails three days later: the grace does not restart.
    await rows.setSubscription(user.id, { pastDueSince: new Date(Date.now() - 3 * DAY_S * 1000) });
    await deliver(ctx, stripeEvent('invoice.payment_failed', failed));
    expect(Date.parse((await billingOf(user)).subscription.graceEndsAt) - Date.now()).toBeLessThan(4.1 * DAY_S * 1000);

    await rows.setSubscription(user.id, { pastDueSince: new Date(Date.now() - 8 * DAY_S * 1000) });
    await ctx.app.billing.service.settle();
    expect(await planOf(user)).toBe('free');
    expect(await mails(user, 'premium-ended')).toBe(1);

    stripe.setSubscription({ ...sub, status: 'active' });
    await deliver(ctx, stripeEvent('invoice.paid', failed));
    expect(await planOf(user)).toBe('premium');
    expect(await mails(user, 'premium-welcome')).toBe(2);
  });

  it('reads the period end where older API versions put it', async () => {
    const periodEnd = nowS() + 5 * DAY_S;
    const { user } = await subscribed({ legacyPeriodEnd: true, periodEnd });
    expect(Date.parse((await billingOf(user)).subscription.currentPeriodEnd)).toBe(periodEnd * 1000);
  });

  it('answers 200 and ignores an unknown event type', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    const response = await deliver(ctx, stripeEvent('customer.discount.created', { id: 'di_1', object: 'discount' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
  });

  it('answers 200 for a customer or subscription of no user of ours, changing no subscription', async () => {
    const stranger = { id: 'sub_stranger', status: 'active', customer: 'cus_stranger', periodEnd: nowS() + DAY_S };
    stripe.setSubscription(stranger);
    for (const payload of [
      subscriptionEvent('customer.subscription.updated', stranger),
      subscriptionEvent('customer.subscription.updated', { ...stranger, id: 'sub_nowhere' }),
      stripeEvent('customer.subscription.created', { id: 'sub_x', object: 'subscription', metadata: {} }),
    ]) {
      expect((await deliver(ctx, payload)).statusCode).toBe(200);
    }
    stripe.setSubscription({ ...stranger, id: 'sub_ghost', userId: 'no-such-user' });
    expect(
      (await deliver(ctx, subscriptionEvent('customer.subscription.updated', { ...stranger, id: 'sub_ghost' })))
        .statusCode,
    ).toBe(200);
  });

  it('answers 502 when Stripe does not answer, and applies the retry of the same event', async () => {
    const user = await createUser(ctx);
    const sub = subscriptionOf(user);
    stripe.setSubscription(sub);
    const payload = subscriptionEvent('customer.subscription.created', sub);
    stripe.state.down = true;
    try {
      expect((await deliver(ctx, payload)).statusCode).toBe(502);
    } finally {
      stripe.state.down = false;
    }
    expect((await deliver(ctx, payload)).statusCode).toBe(200);
    expect(await planOf(user)).toBe('premium');
  });
});

describe('managing a Stripe subscription', () => {
  it('sends a subscriber to the customer portal; cancel and resume are refused with use_portal', async () => {
    const { user, sub } = await subscribed();
    const portal = await post(user, '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toBe(`${stripe.url}/portal/1`);
    expect(stripe.calls.at(-1)?.params).toMatchObject({
      customer: sub.customer,
      return_url: 'http://localhost:3000/profile?tab=plan',
    });
    for (const path of ['/api/billing/cancel', '/api/billing/resume']) {
      const response = await post(user, path);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('use_portal');
    }
  });

  it('answers 409 no_subscription for the portal of a user who never subscribed', async () => {
    const user = await createUser(ctx);
    const response = await post(user, '/api/billing/portal');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('no_subscription');
  });

  it('has no demo pages under Stripe', async () => {
    const user = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/demo/demo_x',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
