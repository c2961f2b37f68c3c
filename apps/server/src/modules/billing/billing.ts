import type { FastifyInstance } from 'fastify';
import { stripeSettings } from '../../config';
import { appOrigin } from '../../plugins/origins';
import { type BillingRepository, billingRepository } from './billing.repository';
import { type BillingService, billingService } from './billing.service';
import { type DemoProvider, demoProvider } from './demo-provider';
import type { StripeProvider } from './stripe-provider';

/** The install's billing: one provider, the service and the repository. */
export interface Billing {
  repository: BillingRepository;
  service: BillingService;
  provider: StripeProvider | DemoProvider;
}

/** How often the time-driven changes (demo renewals, lapsed Premium e-mails) are looked for. */
const SETTLE_EVERY_MS = 60_000;

/**
 * The install's billing: Stripe when its three variables are set, else the demo provider
 * (decision 023), over one service through which every subscription change goes. Needs the mail
 * plugin and the session reader (a plan change drops the user's cached sessions).
 */
export async function createBilling(app: FastifyInstance): Promise<Billing> {
  const billing = billingRepository(app.database.db);
  const service = billingService({
    db: app.database.db,
    mail: app.mail,
    notifier: app.notifier,
    log: app.log,
    origin: appOrigin(app.config),
    planChanged: (userId) => app.sessionReader.forgetUser(userId),
  });
  const stripe = stripeSettings(app.config);
  // The SDK is loaded only where Stripe serves: it adds a second or more to every start otherwise.
  const provider = stripe
    ? (await import('./stripe-provider')).stripeProvider({ settings: stripe, billing, service, log: app.log })
    : demoProvider({ billing, service });

  const timer = setInterval(() => {
    service.settle().catch((error: unknown) => app.log.warn({ err: error }, 'billing: settling subscriptions failed'));
  }, SETTLE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return { repository: billing, service, provider };
}

/** The start-up line that says which provider takes payments. */
export function providerLine({ provider }: Billing): string {
  return provider.kind === 'stripe'
    ? 'Payments: Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are set).'
    : 'Payments: demo provider, no real payment (set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID for Stripe).';
}
