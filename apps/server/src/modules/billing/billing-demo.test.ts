import { addOneMonth } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { testBillingRepository } from './test-billing.repository';
import { asUser, deliver, stripeEvent } from './test-stripe';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
let rows: ReturnType<typeof testBillingRepository>;
beforeAll(async () => {
  ctx = await createTestApp();
  rows = testBillingRepository(ctx.database.db);
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 3600_000;
const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const post = (user: TestUser, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: asUser(user.cookie), ...(payload ? { payload } : {}) });
const planOf = async (user: TestUser) => (await get(user, '/api/me')).json().plan as string;
const billingOf = async (user: TestUser) => (await get(user, '/api/billing')).json();
const mails = (user: TestUser, template: 'premium-welcome' | 'premium-ended') => rows.mailsTo(user.email, template);

/** Starts a demo checkout for `user` and returns its session id. */
async function checkout(user: TestUser): Promise<string> {
  const response = await post(user, '/api/billing/checkout');
  expect(response.statusCode, response.body).toBe(200);
  const { url, sessionId } = response.json();
  expect(url).toBe(`/demo-checkout?session=${sessionId}`);
  return sessionId;
}

/** A user who paid a demo checkout. */
async function demoSubscriber() {
  const user = await createUser(ctx);
  const id = await checkout(user);
  expect((await post(user, `/api/billing/demo/${id}/pay`)).statusCode).toBe(200);
  return user;
}

describe('the demo provider', () => {
  it('says so, with the price, for a user who never subscribed', async () => {
    const user = await createUser(ctx);
    expect(await billingOf(user)).toEqual({
      provider: 'demo',
      plan: 'free',
      price: { amountCents: 1200, currency: 'usd', interval: 'month' },
      subscription: null,
    });
  });

  it('checks out, pays and activates a month of Premium, e-mailing the welcome once', async () => {
    const user = await createUser(ctx);
    expect(await planOf(user)).toBe('free'); // now cached for 10 s
    const id = await checkout(user);
    expect((await get(user, `/api/billing/demo/${id}`)).json()).toEqual({
      id,
      status: 'open',
      email: user.email,
      price: { amountCents: 1200, currency: 'usd', interval: 'month' },
    });
    expect((await post(user, '/api/billing/confirm', { sessionId: id })).json().status).toBe('pending');

    const paid = await post(user, `/api/billing/demo/${id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ url: `/payment-success?session_id=${id}` });
    expect(await planOf(user)).toBe('premium');
    const confirmed = (await post(user, '/api/billing/confirm', { sessionId: id })).json();
    expect(confirmed).toMatchObject({
      status: 'paid',
      billing: { plan: 'premium', subscription: { provider: 'demo', status: 'active', cancelAtPeriodEnd: false } },
    });
    const periodEnd = Date.parse(confirmed.billing.subscription.currentPeriodEnd);
    expect(periodEnd - addOneMonth(Date.now())).toBeLessThan(60_000);

    // Paying again changes nothing; a second checkout is refused.
    expect((await post(user, `/api/billing/demo/${id}/pay`)).statusCode).toBe(200);
    expect(Date.parse((await billingOf(user)).subscription.currentPeriodEnd)).toBe(periodEnd);
    expect((await post(user, '/api/billing/checkout')).json().error.code).toBe('already_premium');
    expect(await mails(user, 'premium-welcome')).toBe(1);
  });

  it("answers 404 for someone else's demo checkout, and changes nothing for them", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const id = await checkout(owner);
    expect((await get(other, `/api/billing/demo/${id}`)).statusCode).toBe(404);
    expect((await post(other, `/api/billing/demo/${id}/pay`)).statusCode).toBe(404);
    expect((await post(other, '/api/billing/confirm', { sessionId: id })).statusCode).toBe(404);
    expect(await planOf(other)).toBe('free');
    expect(await planOf(owner)).toBe('free');
  });

  it('refuses to pay a checkout past its hour', async () => {
    const user = await createUser(ctx);
    const id = await checkout(user);
    await rows.ageDemoCheckout(id, new Date(Date.now() - 2 * 3600_000));
    expect((await get(user, `/api/billing/demo/${id}`)).json().status).toBe('expired');
    const response = await post(user, `/api/billing/demo/${id}/pay`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('checkout_expired');
    expect(await planOf(user)).toBe('free');
  });

  it('cancels at period end (Premium stays) and resumes', async () => {
    const user = await demoSubscriber();
    const canceled = await post(user, '/api/billing/cancel');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      plan: 'premium',
      subscription: { cancelAtPeriodEnd: true, premium: true },
    });
    expect(await planOf(user)).toBe('premium');
    const resumed = await post(user, '/api/billing/resume');
    expect(resumed.json()).toMatchObject({ plan: 'premium', subscription: { cancelAtPeriodEnd: false } });
  });

  it('renews for another month when the period end is reached, with no new e-mail', async () => {
    const user = await demoSubscriber();
    const end = new Date(Date.now() - 1000);
    await rows.setSubscription(user.id, { currentPeriodEnd: end });
    await ctx.app.billing.service.settle();
    const { subscription } = await billingOf(user);
    expect(subscription).toMatchObject({ status: 'active', premium: true });
    expect(Date.parse(subscription.currentPeriodEnd)).toBe(addOneMonth(end.getTime()));
    expect(await planOf(user)).toBe('premium');
    expect(await mails(user, 'premium-welcome')).toBe(1);
    expect(await mails(user, 'premium-ended')).toBe(0);
  });

  it('ends a canceled subscription at its period end: free, one "ended" e-mail', async () => {
    const user = await demoSubscriber();
    await post(user, '/api/billing/cancel');
    expect(await planOf(user)).toBe('premium');
    await rows.setSubscription(user.id, { currentPeriodEnd: new Date(Date.now() - DAY_MS) });
    await Promise.all([ctx.app.billing.service.settle(), ctx.app.billing.service.settle()]);
    await ctx.app.billing.service.settle();
    expect(await planOf(user)).toBe('free');
    expect((await billingOf(user)).subscription).toMatchObject({ status: 'canceled', premium: false });
    expect(await mails(user, 'premium-ended')).toBe(1);
    // Resuming after the end is too late.
    expect((await post(user, '/api/billing/resume')).json().error.code).toBe('no_subscription');
    // And the user may subscribe again.
    const id = await checkout(user);
    expect((await post(user, `/api/billing/demo/${id}/pay`)).statusCode).toBe(200);
    expect(await mails(user, 'premium-welcome')).toBe(2);
  });

  it('refuses cancel, resume and the portal without a subscription, and an operator grant is not one', async () => {
    for (const user of [await createUser(ctx), await createUser(ctx, { premium: true })]) {
      for (const path of ['/api/billing/cancel', '/api/billing/resume', '/api/billing/portal']) {
        const response = await post(user, path);
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('no_subscription');
      }
    }
  });

  it('has no webhook: Stripe is not the provider', async () => {
    const response = await deliver(ctx, stripeEvent('customer.subscription.updated', { id: 'sub_1' }));
    expect(response.statusCode).toBe(404);
  });
});
