/**
 * Test support: a local stand-in of the Stripe API on 127.0.0.1 that the real SDK talks to
 * (STRIPE_API_BASE), answering the four calls billing makes in Stripe's JSON shapes, with state a
 * test sets; and signed webhook deliveries to our real endpoint.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { ORIGIN } from '../../test-accounts';
import type { createTestApp } from '../../test-app';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_stand_in_secret',
  STRIPE_PRICE_ID: 'price_premium_monthly',
};

/** A subscription as the stand-in keeps it; `legacyPeriodEnd` puts the period end where old API versions did. */
export interface StandInSubscription {
  id: string;
  status: string;
  customer: string;
  /** Seconds since the epoch. */
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  userId?: string;
  legacyPeriodEnd?: boolean;
}

/** A checkout session as the stand-in keeps it (Stripe's field names). */
export type StandInSession = Record<string, unknown> & { id: string };

const notFound = (what: string, id: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
});

/** Stripe's form encoding (`a[b][0][c]=v`) as nested values; lists stay objects keyed by index. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return out;
}

/** The subscription object Stripe's API answers. */
function subscriptionJson(sub: StandInSubscription) {
  const item = { id: `si_${sub.id}`, object: 'subscription_item', current_period_end: sub.periodEnd };
  return {
    id: sub.id,
    object: 'subscription',
    status: sub.status,
    customer: sub.customer,
    cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
    metadata: sub.userId ? { userId: sub.userId } : {},
    items: { object: 'list', data: sub.legacyPeriodEnd ? [] : [item] },
    ...(sub.legacyPeriodEnd ? { current_period_end: sub.periodEnd } : {}),
  };
}

/** Starts the stand-in. `down` makes every call answer 500 (Stripe unavailable). */
export async function startStripeStandIn() {
  const sessions = new Map<string, StandInSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const calls: { method: string; path: string; params: Record<string, unknown> }[] = [];
  const state = { down: false, sessionCount: 0 };

  const answer = (method: string, path: string, params: Record<string, unknown>) => {
    if (state.down) return { status: 500, body: { error: { type: 'api_error', message: 'stand-in down' } } };
    const [, , resource = '', id = ''] = path.split('/');
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = `cs_test_${++state.sessionCount}`;
      const session: StandInSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        mode: params.mode,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: params.metadata ?? {},
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
      };
      sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const sessionId = path.slice('/v1/checkout/sessions/'.length);
      const session = sessions.get(sessionId);
      return session ? { status: 200, body: session } : notFound('checkout.session', sessionId);
    }
    if (method === 'GET' && resource === 'subscriptions') {
      const sub = subscriptions.get(id);
      return sub ? { status: 200, body: subscriptionJson(sub) } : notFound('subscription', id);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const body = {
        id: 'bps_1',
        object: 'billing_portal.session',
        customer: params.customer,
        url: 'https://billing.stripe.test/p/session/1',
        return_url: params.return_url,
      };
      return { status: 200, body };
    }
    return notFound('route', path);
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const params = parseForm(method === 'GET' ? url.searchParams.toString() : body);
      calls.push({ method, path: url.pathname, params });
      const { status, body: reply } = answer(method, url.pathname, params);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    sessions,
    /** Sets (or replaces) what Stripe says a subscription is now. */
    setSubscription(sub: StandInSubscription) {
      subscriptions.set(sub.id, sub);
    },
    /** Completes and pays a checkout session with `subscription`, as Stripe Checkout does. */
    completeSession(sessionId: string, sub: StandInSubscription) {
      subscriptions.set(sub.id, sub);
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: sub.id,
        customer: sub.customer,
      });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

let eventCount = 0;

/** A Stripe event of `type` around `object`, as Stripe delivers it (a fresh id unless given). */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCount}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
}

/** The Stripe-Signature header of `payload` with `secret` (the SDK's own test helper). */
export const signatureOf = (payload: string, secret = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** Delivers `payload` to our webhook as Stripe does: no cookie, no Origin, the signature header unless null. */
export function deliver(ctx: TestContext, payload: string, signature: string | null = signatureOf(payload)) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
  });
}

/** Same-origin request headers of a signed-in user. */
export const asUser = (cookie: string) => ({ cookie, origin: ORIGIN });
