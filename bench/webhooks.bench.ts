/**
 * Stripe webhook handling under 50 connections: the real app on 127.0.0.1 (embedded
 * PGlite in a temporary DATA_DIR) with Stripe configured against the local Stripe API stand-in of
 * the server tests (in this process), and autocannon in a second process. Each request is a
 * different signed `customer.subscription.updated` event (fresh ids: none is a replay) of one of
 * USERS subscribers, so each one verifies its signature, records the event, retrieves the
 * subscription from the stand-in and applies it under the user's row lock.
 *
 * The verdict is the ratio of the webhook's p99 to /api/health's p99, both under the same 50
 * connections as fast as answered, in the same run (health, webhooks, health, webhooks, ...; the
 * median of the three ratios): a machine busy with other work slows both.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  STRIPE_TEST_ENV,
  type StripeStandIn,
  signatureOf,
  startStripeStandIn,
  stripeEvent,
} from '../apps/server/src/modules/billing/test-stripe.ts';
import { createUser } from '../apps/server/src/test-accounts.ts';
import { loadFromSecondProcess, type Scenario } from './api-load.ts';
import { openTemporaryPglite, startServer } from './api-server.ts';
import type { BenchmarkGroup } from './types.ts';

const SECONDS = 5;
const WARMUP_SECONDS = 2;
const CONNECTIONS = 50;
/** Subscribers the events are about: several events of one user at once wait for its row lock. */
const USERS = 20;
/** Signed events written per phase, more than the server answers in SECONDS, so none repeats. */
const EVENTS_PER_PHASE = 20_000;

let server: Awaited<ReturnType<typeof startServer>> | undefined;
let stripe: StripeStandIn | undefined;
let dataDir = '';
let cleanup = async () => {};
let subscriptions: { id: string; customer: string }[] = [];
let phaseCount = 0;
const health: Scenario = { kind: 'get', path: '/api/health', clients: [{ cookie: '', matchIds: [] }] };

/** A file of freshly signed events (signatures hold for five minutes, so each phase signs its own). */
function signedEvents(): Scenario {
  const events = Array.from({ length: EVENTS_PER_PHASE }, (_, n) => {
    const sub = subscriptions[n % subscriptions.length] as { id: string; customer: string };
    const body = stripeEvent(
      'customer.subscription.updated',
      { id: sub.id, object: 'subscription', status: 'active', customer: sub.customer },
      `evt_bench_${phaseCount}_${n}`,
    );
    return { body, headers: { 'stripe-signature': signatureOf(body) } };
  });
  const file = join(dataDir, `events-${++phaseCount}.json`);
  writeFileSync(file, JSON.stringify(events));
  return { kind: 'posts-from-file', path: '/api/billing/webhook', file };
}

async function load(scenario: Scenario, seconds: number) {
  const result = await loadFromSecondProcess(
    (server as NonNullable<typeof server>).url,
    scenario,
    CONNECTIONS,
    seconds,
  );
  if (result.non2xx > 0 || result.total === 0) {
    throw new Error(`${scenario.kind}: ${result.non2xx} answers not 2xx of ${result.total}`);
  }
  if (scenario.kind === 'posts-from-file' && result.total > EVENTS_PER_PHASE) {
    throw new Error(`${result.total} webhooks answered: raise EVENTS_PER_PHASE so none is a replay`);
  }
  return result;
}

const group: BenchmarkGroup = {
  name: 'webhooks',
  repeat: 3,
  metrics: [
    { key: 'healthP99', name: 'webhooks: /api/health p99 (50 connections)', unit: 'ms', budget: {} },
    {
      key: 'webhookP99',
      name: 'webhooks: webhook p99 (50 connections)',
      unit: 'ms',
      budget: { max: 50 },
      versus: 'healthP99',
    },
    { key: 'webhookP50', name: 'webhooks: webhook p50 (50 connections)', unit: 'ms', budget: {} },
    { key: 'webhookRps', name: 'webhooks: webhooks answered', unit: 'req/s', budget: {} },
  ],
  async setup() {
    const temporary = await openTemporaryPglite();
    dataDir = temporary.dataDir;
    const database = temporary.database;
    stripe = await startStripeStandIn();
    const standIn = stripe;
    cleanup = async () => {
      await standIn.close();
      await temporary.remove();
    };
    server = await startServer(database, { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url });
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    subscriptions = [];
    for (let n = 0; n < USERS; n++) {
      const user = await createUser(server.context);
      const sub = { id: `sub_bench_${n}`, customer: `cus_bench_${n}` };
      stripe.setSubscription({ ...sub, status: 'active', periodEnd, userId: user.id });
      subscriptions.push(sub);
    }
    // JIT, connection and first-welcome-e-mail warm-up; not reported.
    await load(signedEvents(), WARMUP_SECONDS);
  },
  async run() {
    const healthResult = await load(health, SECONDS);
    const webhooks = await load(signedEvents(), SECONDS);
    return {
      webhookP99: webhooks.p99,
      webhookP50: webhooks.p50,
      webhookRps: webhooks.rps,
      healthP99: healthResult.p99,
    };
  },
  async teardown() {
    await server?.app.close();
    server = undefined;
    await cleanup();
  },
};

export default group;
