import { subscriptionStatusFromStripe } from '@marcador/domain';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import { HttpError } from '../../plugins/error-shape';
import type { BillingRepository, SubscriptionWrite } from './billing.repository';
import type { BillingService } from './billing.service';

/** Stripe's answer took longer than this: the request is answered 502, Stripe retries its webhook. */
const STRIPE_TIMEOUT_MS = 10_000;

/** 502 `payment_provider_unavailable`: Stripe did not answer, or answered with its own failure. */
export const providerUnavailable = () =>
  new HttpError(502, 'payment_provider_unavailable', 'The payment provider is not answering. Try again in a moment.');

/** An SDK client on Stripe, or on STRIPE_API_BASE (tests' stand-in) when set. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/**
 * The end of the paid period. API versions before 2025-03-31 carry it on the subscription; later
 * ones on each item (the subscription's is the earliest item's, as Stripe's own filter reads it).
 */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const legacy = (subscription as unknown as { current_period_end?: number | null }).current_period_end;
  const ends = subscription.items?.data?.map((item) => item.current_period_end).filter((end) => end > 0) ?? [];
  const seconds = typeof legacy === 'number' ? legacy : ends.length > 0 ? Math.min(...ends) : null;
  return seconds === null ? null : new Date(seconds * 1000);
}

/** The subscription an invoice belongs to: `subscription` in older API versions, under `parent` in newer ones. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy) ?? idOf(invoice.parent?.subscription_details?.subscription);
}

/** Runs a Stripe call; a failure of Stripe or of the way to it is a 502, a 404 of the object is null. */
async function call<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw providerUnavailable();
  }
}

interface StripeProviderDeps {
  settings: StripeSettings;
  billing: BillingRepository;
  service: BillingService;
  log: FastifyBaseLogger;
}

/** Stripe Checkout, the customer portal and the webhook, on the official SDK (decision 023). */
/** What the routes use of Stripe. */
export interface StripeProvider {
  readonly kind: 'stripe';
  checkout(
    user: { id: string; email: string },
    origin: string,
    customerId: string | null,
  ): Promise<{ url: string; sessionId: string }>;
  confirm(userId: string, sessionId: string, origin: string): Promise<'paid' | 'pending' | null>;
  portal(customerId: string, origin: string): Promise<string>;
  verify(body: Buffer, signature: string | undefined): Stripe.Event | null;
  handle(event: Stripe.Event): Promise<void>;
}

export function stripeProvider({ settings, billing, service, log }: StripeProviderDeps): StripeProvider {
  const stripe = stripeClient(settings);

  /**
   * Reads subscription `id` from Stripe and applies its current state, so every event of it, in
   * any order, leaves the row as Stripe has it now. The user is the one our checkout named in its
   * metadata, else `userHint` (a checkout's client_reference_id), else the owner of its customer.
   * Returns whether it grants Premium, or null when there is nothing to apply.
   */
  const sync = async (id: string, userHint: string | null, linkOrigin?: string): Promise<boolean | null> => {
    const subscription = await call(() => stripe.subscriptions.retrieve(id));
    if (!subscription) {
      log.warn({ subscription: id }, 'billing: Stripe does not know this subscription; ignored');
      return null;
    }
    const customer = idOf(subscription.customer);
    const userId =
      subscription.metadata?.userId ??
      userHint ??
      (customer === null ? undefined : await billing.userIdByStripeCustomer(customer));
    if (!userId || !(await billing.userExists(userId))) {
      log.warn({ subscription: id, customer }, 'billing: subscription of no user of ours; ignored');
      return null;
    }
    const write: SubscriptionWrite = {
      userId,
      provider: 'stripe',
      status: subscriptionStatusFromStripe(subscription.status),
      currentPeriodEnd: periodEndOf(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      stripeCustomerId: customer,
      stripeSubscriptionId: subscription.id,
    };
    return service.apply(write, linkOrigin);
  };

  return {
    kind: 'stripe' as const,

    /** A Checkout Session in subscription mode for Premium; the customer is reused for a returning subscriber. */
    async checkout(user: { id: string; email: string }, origin: string, customerId: string | null) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: settings.priceId, quantity: 1 }],
          client_reference_id: user.id,
          ...(customerId ? { customer: customerId } : { customer_email: user.email }),
          metadata: { userId: user.id },
          subscription_data: { metadata: { userId: user.id } },
          success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${origin}/precios?checkout=canceled`,
        }),
      );
      if (!session?.url) throw providerUnavailable();
      return { url: session.url, sessionId: session.id };
    },

    /**
     * The payment-success page's check: the caller's paid session applies its subscription now,
     * so Premium does not wait for the webhook. Null when the session is not the caller's.
     */
    async confirm(userId: string, sessionId: string, origin: string): Promise<'paid' | 'pending' | null> {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId));
      if (!session || session.client_reference_id !== userId) return null;
      const subscription = idOf(session.subscription);
      const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
      if (!paid || subscription === null) return 'pending';
      return (await sync(subscription, userId, origin)) ? 'paid' : 'pending';
    },

    /** The customer portal (invoices, payment method, cancel) of a Stripe customer. */
    async portal(customerId: string, origin: string): Promise<string> {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${origin}/profile?tab=plan` }),
      );
      if (!session) throw providerUnavailable();
      return session.url;
    },

    /** The verified event of a raw body and its Stripe-Signature header; null when either is wrong. */
    verify(body: Buffer, signature: string | undefined): Stripe.Event | null {
      if (!signature) return null;
      try {
        return stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
      } catch {
        return null;
      }
    },

    /** Applies one verified event (each handled type by reading its subscription); others are ignored. */
    async handle(event: Stripe.Event): Promise<void> {
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const subscription = idOf(session.subscription);
          if (session.mode === 'subscription' && subscription) await sync(subscription, session.client_reference_id);
          return;
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          await sync(event.data.object.id, null);
          return;
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const subscription = invoiceSubscriptionId(event.data.object);
          if (subscription) await sync(subscription, null);
          return;
        }
        default:
          return;
      }
    },
  };
}
