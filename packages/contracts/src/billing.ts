import { PLAN_TIERS } from '@marcador/domain';
import { z } from 'zod';

/**
 * Premium billing (decision 023). One provider serves an install: Stripe when STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are set, else the demo provider (no real payment).
 * - GET /api/billing (signed in): the plan, the provider and the subscription as the Plan tab shows it.
 * - POST /api/billing/checkout (signed in, free plan): starts a checkout and answers the address to
 *   open: Stripe Checkout's page, or our demo page `/demo-checkout?session=<id>`. 409
 *   `already_premium` for premium and master users.
 * - POST /api/billing/confirm (signed in): the payment-success page's check of a checkout session
 *   by its id, on the server (never the query string alone). 404 `not_found` for a session that is
 *   not the caller's.
 * - GET /api/billing/demo/{id} and POST /api/billing/demo/{id}/pay (signed in, demo provider only,
 *   the caller's session): the demo page's data and its pay button, which activates the subscription
 *   through the same code path as Stripe's webhooks. 404 when Stripe serves.
 * - POST /api/billing/cancel and POST /api/billing/resume (signed in): cancel at the end of the paid
 *   period, or take that back before it ends. Demo subscriptions only; a Stripe subscriber is sent to
 *   the customer portal instead (409 `use_portal`). 409 `no_subscription` without one.
 * - POST /api/billing/portal (signed in, Stripe subscriber): the customer portal's address (invoices,
 *   payment method, cancel). 409 `no_subscription` otherwise.
 * - POST /api/billing/webhook (Stripe only, no session): the signed event. 400 `invalid_signature`
 *   for a missing or bad signature; 200 for anything else that verifies, applied once per event id.
 * Errors: 400 `validation_failed`, 401 `unauthorized`, 404 `not_found`, 409 as above,
 * 429 `rate_limited`, 502 `payment_provider_unavailable` when Stripe does not answer.
 */

/** The price shown everywhere (spec section 9): 12 USD a month. */
export const PREMIUM_PRICE = { amountCents: 1200, currency: 'usd', interval: 'month' } as const;

export const BILLING_PROVIDERS = ['stripe', 'demo'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** How a subscription came to be: `manual` is the operator CLI's `set-plan`. */
export const SUBSCRIPTION_PROVIDERS = ['stripe', 'demo', 'manual'] as const;

/** Our statuses (Stripe's trialing counts as active; incomplete and unpaid as canceled). */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;

/** The caller's subscription as the Plan tab shows it; dates are ISO strings. */
export const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(SUBSCRIPTION_PROVIDERS),
  /** Premium right now (active, or past_due within its grace). */
  premium: z.boolean(),
  /** End of the paid period; null for an open-ended manual grant. */
  currentPeriodEnd: z.string().nullable(),
  /** True when it ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  /** Past due: Premium is kept until this moment unless a payment succeeds. */
  graceEndsAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/billing */
export const billingStatusSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  plan: z.enum(PLAN_TIERS),
  price: z.object({ amountCents: z.number().int(), currency: z.string(), interval: z.string() }),
  /** Null when the user never subscribed. */
  subscription: subscriptionSchema.nullable(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** POST /api/billing/checkout: where to send the browser. `sessionId` is also in the success address. */
export const checkoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** A checkout session id: Stripe's `cs_...` or ours. */
const sessionId = z.string().min(1).max(255);

/** POST /api/billing/confirm */
export const confirmCheckoutRequestSchema = z.object({ sessionId });
export type ConfirmCheckoutRequest = z.infer<typeof confirmCheckoutRequestSchema>;

/** `paid`: Premium is active now. `pending`: not paid (yet): the page may ask again. */
export const confirmCheckoutResponseSchema = z.object({
  status: z.enum(['paid', 'pending']),
  billing: billingStatusSchema,
});
export type ConfirmCheckoutResponse = z.infer<typeof confirmCheckoutResponseSchema>;

/**
 * The demo checkout's own id (`demo_` and a UUID) in its address: 64 characters at most, within the
 * router's limit for a path parameter, so an address the contract accepts is never refused as too long.
 */
export const demoCheckoutParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/billing/demo/{id}: the demo page's data. */
export const demoCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  email: z.string(),
  price: billingStatusSchema.shape.price,
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

/** POST /api/billing/demo/{id}/pay: the address to go on to (`/payment-success?session_id=...`). */
export const demoPayResponseSchema = z.object({ url: z.string() });

/** POST /api/billing/portal */
export const portalResponseSchema = z.object({ url: z.string() });

/** POST /api/billing/webhook: what Stripe is told. */
export const webhookResponseSchema = z.object({ received: z.literal(true) });
