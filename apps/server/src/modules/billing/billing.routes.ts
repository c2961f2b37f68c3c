import {
  apiErrorResponses,
  type BillingStatus,
  billingStatusSchema,
  checkoutResponseSchema,
  confirmCheckoutRequestSchema,
  confirmCheckoutResponseSchema,
  demoCheckoutParamsSchema,
  demoCheckoutSchema,
  demoPayResponseSchema,
  PREMIUM_PRICE,
  portalResponseSchema,
} from '@marcador/contracts';
import { effectivePlan } from '@marcador/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { HttpError } from '../../plugins/error-shape';
import { arrivalOf, linkOrigin } from '../../plugins/origins';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { presentSubscription } from './billing.service';
import { successPath } from './demo-provider';
import { webhookRoute } from './webhook.routes';

const MINUTE = 60_000;
const alreadyPremium = () => new HttpError(409, 'already_premium', 'This account already has Premium.');
const noSubscription = () => new HttpError(409, 'no_subscription', 'This account has no subscription to manage.');
const notFound = () => new HttpError(404, 'not_found', 'No such checkout session.');

/** Per-user limits of the billing actions: a person pays or cancels a few times, never hundreds. */
const perUser = (name: string, max: number): LimitRule[] => [
  { name: `billing-${name}:user`, max, windowMs: 10 * MINUTE, subject: bySubject.user },
  { name: `billing-${name}:ip`, max: max * 3, windowMs: 10 * MINUTE, subject: bySubject.ip },
];

/**
 * Premium billing (contracts/billing.ts, decision 023): status, checkout, its confirmation, the
 * demo provider's page and button, cancel and resume, the customer portal, and Stripe's webhook.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider, service, repository } = app.billing;
  /** Where links and Stripe's return addresses point: APP_URL, else the trusted address in use. */
  const originOf = (request: FastifyRequest) => linkOrigin(app.config, arrivalOf(request));

  /** The caller's billing as GET /api/billing answers it, after what time alone changes. */
  const statusOf = async (request: FastifyRequest): Promise<BillingStatus> => {
    const { user, roles } = viewerOf(request);
    await service.settle(user.id);
    const row = await repository.find(user.id);
    const subscription = row ? presentSubscription(row, Date.now()) : null;
    return {
      provider: provider.kind,
      plan: effectivePlan({ roles, subscribed: subscription?.premium ?? false }),
      price: PREMIUM_PRICE,
      subscription,
    };
  };

  app.get(
    '/billing',
    {
      preHandler: requireUser,
      schema: {
        tags: ['billing'],
        summary: 'The plan, the payment provider and the subscription as the Plan tab shows them',
        response: { 200: billingStatusSchema, ...apiErrorResponses(401) },
      },
    },
    async (request) => statusOf(request),
  );

  app.post(
    '/billing/checkout',
    {
      preHandler: [requireUser, app.limit(perUser('checkout', 10))],
      schema: {
        tags: ['billing'],
        summary: 'Start a Premium checkout: the address to open (Stripe Checkout or the demo page)',
        response: { 200: checkoutResponseSchema, ...apiErrorResponses(401, 409, 429, 502) },
      },
    },
    async (request) => {
      const status = await statusOf(request);
      if (status.plan !== 'free') throw alreadyPremium();
      const { user } = viewerOf(request);
      if (provider.kind === 'demo') return provider.checkout(user);
      const customer = (await repository.find(user.id))?.stripeCustomerId ?? null;
      return provider.checkout(user, originOf(request), customer);
    },
  );

  app.post(
    '/billing/confirm',
    {
      preHandler: [requireUser, app.limit(perUser('confirm', 60))],
      schema: {
        tags: ['billing'],
        summary: "Check a checkout session of the caller's on the server: paid (Premium now) or pending",
        body: confirmCheckoutRequestSchema,
        response: { 200: confirmCheckoutResponseSchema, ...apiErrorResponses(400, 401, 404, 429, 502) },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      const { sessionId } = request.body;
      const paid =
        provider.kind === 'demo'
          ? await provider.confirm(user.id, sessionId)
          : await provider.confirm(user.id, sessionId, originOf(request));
      if (paid === null) throw notFound();
      return { status: paid, billing: await statusOf(request) };
    },
  );

  app.get(
    '/billing/demo/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['billing'],
        summary: "The demo checkout page's data (demo provider only; 404 under Stripe)",
        params: demoCheckoutParamsSchema,
        response: { 200: demoCheckoutSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (provider.kind !== 'demo') throw notFound();
      const { user } = viewerOf(request);
      const session = await provider.find(user.id, request.params.id);
      if (!session) throw notFound();
      return { ...session, email: user.email, price: PREMIUM_PRICE };
    },
  );

  app.post(
    '/billing/demo/:id/pay',
    {
      preHandler: [requireUser, app.limit(perUser('demo-pay', 10))],
      schema: {
        tags: ['billing'],
        summary: 'Pay a demo checkout (no real payment): a month of Premium through the webhook code path',
        params: demoCheckoutParamsSchema,
        response: { 200: demoPayResponseSchema, ...apiErrorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      if (provider.kind !== 'demo') throw notFound();
      const { id } = request.params;
      const { user } = viewerOf(request);
      const session = await provider.find(user.id, id);
      if (!session) throw notFound();
      // Paying again is harmless; paying a second session while Premium would start another month.
      if (session.status === 'open' && (await statusOf(request)).plan !== 'free') throw alreadyPremium();
      const paid = await provider.pay(user.id, id, originOf(request));
      if (paid === undefined) throw notFound();
      if (paid === 'expired') {
        throw new HttpError(
          409,
          'checkout_expired',
          'This checkout has expired. Start a new one from the prices page.',
        );
      }
      return { url: successPath(id) };
    },
  );

  /** Cancel (true) or resume (false) at period end: the demo provider's own; Stripe's is in its portal. */
  const setCancel = async (request: FastifyRequest, cancel: boolean) => {
    const status = await statusOf(request);
    const subscription = status.subscription;
    if (!subscription?.premium) throw noSubscription();
    if (subscription.provider === 'stripe') {
      throw new HttpError(409, 'use_portal', 'Stripe subscriptions are managed in the customer portal.');
    }
    if (subscription.provider !== 'demo') throw noSubscription();
    const { user } = viewerOf(request);
    await repository.setDemoCancelAtPeriodEnd(user.id, cancel);
    return statusOf(request);
  };

  for (const [path, cancel] of [
    ['/billing/cancel', true],
    ['/billing/resume', false],
  ] as const) {
    app.post(
      path,
      {
        preHandler: [requireUser, app.limit(perUser(cancel ? 'cancel' : 'resume', 20))],
        schema: {
          tags: ['billing'],
          summary: cancel
            ? 'Cancel the demo subscription at the end of the paid period (Premium stays until then)'
            : 'Take back a cancellation before the period ends',
          response: { 200: billingStatusSchema, ...apiErrorResponses(401, 409, 429) },
        },
      },
      async (request) => setCancel(request, cancel),
    );
  }

  app.post(
    '/billing/portal',
    {
      preHandler: [requireUser, app.limit(perUser('portal', 20))],
      schema: {
        tags: ['billing'],
        summary: "The Stripe customer portal's address (invoices, payment method, cancel)",
        response: { 200: portalResponseSchema, ...apiErrorResponses(401, 409, 429, 502) },
      },
    },
    async (request) => {
      const customer = (await repository.find(viewerOf(request).user.id))?.stripeCustomerId;
      if (provider.kind !== 'stripe' || !customer) throw noSubscription();
      return { url: await provider.portal(customer, originOf(request)) };
    },
  );

  await app.register(webhookRoute);
};
