/**
 * Test support: a local stand-in of the Stripe API on 127.0.0.1 that the real SDK talks to
 * (STRIPE_API_BASE), answering the calls billing makes in Stripe's JSON shapes, with state a test
 * sets; plus the hosted pages a browser meets (Checkout's payment page, the customer portal) and
 * signed webhook payloads. Imports nothing of the server, so the browser tests (e2e/) use it too.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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

const DAY_SECONDS = 24 * 60 * 60;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page of the stand-in's own, for the browser (Stripe's hosted pages are theirs, not ours). */
function hostedPage(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0 auto;max-width:28rem;padding:1.5rem}
button,a{display:inline-block;min-height:44px;min-width:44px;margin:.5rem .5rem 0 0;font-size:1rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${content}</body></html>`;
}

/**
 * Starts the stand-in. `down` makes every API call answer 500 (Stripe unavailable). Besides the API
 * it serves the pages a browser meets: a Checkout Session's `url` (GET /pay/{id}: a "Pay" button
 * that completes the session with a new active subscription of a month and redirects to its
 * success_url, and a "Back" link to its cancel_url) and a portal session's `url` (GET /portal/{n}).
 */
export async function startStripeStandIn() {
  const sessions = new Map<string, StandInSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const portals = new Map<string, { customer: unknown; returnUrl: string }>();
  const calls: { method: string; path: string; params: Record<string, unknown> }[] = [];
  const state = { down: false, sessionCount: 0, subscriptionCount: 0 };
  // Known once listening; the sessions' and portals' addresses are on the stand-in itself.
  let base = '';

  const answer = (method: string, path: string, params: Record<string, unknown>) => {
    if (state.down) return { status: 500, body: { error: { type: 'api_error', message: 'stand-in down' } } };
    const [, , resource = '', id = ''] = path.split('/');
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = `cs_test_${++state.sessionCount}`;
      const session: StandInSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `${base}/pay/${sessionId}`,
        mode: params.mode,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url ?? null,
        cancel_url: params.cancel_url ?? null,
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
      const portalId = String(portals.size + 1);
      portals.set(portalId, { customer: params.customer, returnUrl: String(params.return_url ?? '') });
      const body = {
        id: `bps_${portalId}`,
        object: 'billing_portal.session',
        customer: params.customer,
        url: `${base}/portal/${portalId}`,
        return_url: params.return_url,
      };
      return { status: 200, body };
    }
    return notFound('route', path);
  };

  /** Completes and pays a checkout session with `sub`, as Stripe Checkout does. */
  const completeSession = (sessionId: string, sub: StandInSubscription) => {
    subscriptions.set(sub.id, sub);
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: sub.id,
      customer: sub.customer,
    });
  };

  /** The hosted pages: HTML for a browser, or null when `path` is an API path. */
  const page = (method: string, path: string): { status: number; html?: string; location?: string } | null => {
    const [, kind = '', id = ''] = path.split('/');
    if (kind === 'pay') {
      const session = sessions.get(id);
      if (!session) return { status: 404, html: hostedPage('No such checkout', '') };
      if (method === 'POST') {
        if (session.status === 'open') {
          const number = ++state.subscriptionCount;
          const metadata = session.metadata as { userId?: string };
          completeSession(id, {
            id: `sub_test_${number}`,
            status: 'active',
            customer: typeof session.customer === 'string' ? session.customer : `cus_test_${number}`,
            periodEnd: Math.floor(Date.now() / 1000) + 30 * DAY_SECONDS,
            ...(metadata.userId ? { userId: metadata.userId } : {}),
          });
        }
        return { status: 303, location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id) };
      }
      const form = `<p>Premium, monthly. ${escapeHtml(String(session.customer_email ?? ''))}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${escapeHtml(String(session.cancel_url))}">Back</a>`;
      return { status: 200, html: hostedPage('Stand-in Stripe Checkout', form) };
    }
    if (kind === 'portal') {
      const portal = portals.get(id);
      if (!portal) return { status: 404, html: hostedPage('No such portal session', '') };
      const back = `<p>Invoices and payment method.</p><a href="${escapeHtml(portal.returnUrl)}">Back</a>`;
      return { status: 200, html: hostedPage('Stand-in Stripe customer portal', back) };
    }
    return null;
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const hosted = page(method, url.pathname);
      if (hosted) {
        res.writeHead(hosted.status, {
          'content-type': 'text/html; charset=utf-8',
          ...(hosted.location ? { location: hosted.location } : {}),
        });
        res.end(hosted.html ?? '');
        return;
      }
      const params = parseForm(method === 'GET' ? url.searchParams.toString() : body);
      calls.push({ method, path: url.pathname, params });
      const { status, body: reply } = answer(method, url.pathname, params);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    calls,
    state,
    sessions,
    /** What Stripe says subscription `id` is now. */
    subscription: (id: string) => subscriptions.get(id),
    /** Sets (or replaces) what Stripe says a subscription is now. */
    setSubscription(sub: StandInSubscription) {
      subscriptions.set(sub.id, sub);
    },
    completeSession,
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
