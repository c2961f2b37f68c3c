import { randomUUID } from 'node:crypto';
import { addOneMonth, DEMO_CHECKOUT_TTL_MS } from '@marcador/domain';
import type { BillingRepository } from './billing.repository';
import type { BillingService } from './billing.service';

/** Where the demo page lives (apps/web), with the session's id in `session`. */
export const DEMO_CHECKOUT_PAGE = '/demo-checkout';

/** The payment-success page of a checkout session. */
export const successPath = (sessionId: string) => `/payment-success?session_id=${encodeURIComponent(sessionId)}`;

/**
 * The demo provider (decision 023): our own checkout sessions, paid by a button with no card data,
 * that start a one-month subscription through the same `apply` as Stripe's webhooks.
 */
export function demoProvider({
  billing,
  service,
  clock = Date.now,
}: {
  billing: BillingRepository;
  service: BillingService;
  clock?: () => number;
}) {
  return {
    kind: 'demo' as const,

    async checkout(user: { id: string }) {
      const sessionId = `demo_${randomUUID()}`;
      await billing.createDemoCheckout(sessionId, user.id);
      return { url: `${DEMO_CHECKOUT_PAGE}?session=${encodeURIComponent(sessionId)}`, sessionId };
    },

    /** The caller's checkout session (open, paid or expired); undefined when it is not theirs. */
    find: (userId: string, sessionId: string) => billing.findDemoCheckout(sessionId, userId, DEMO_CHECKOUT_TTL_MS),

    /**
     * Pays the caller's open session: a month of Premium from now. Paying a paid session again
     * changes nothing. 'expired' past its hour; undefined when it is not the caller's.
     */
    async pay(userId: string, sessionId: string, origin: string): Promise<'paid' | 'expired' | undefined> {
      const session = await billing.findDemoCheckout(sessionId, userId, DEMO_CHECKOUT_TTL_MS);
      if (!session) return undefined;
      if (session.status === 'expired') return 'expired';
      if (session.status === 'open' && (await billing.payDemoCheckout(sessionId, userId, DEMO_CHECKOUT_TTL_MS))) {
        await service.apply(
          {
            userId,
            provider: 'demo',
            status: 'active',
            currentPeriodEnd: new Date(addOneMonth(clock())),
            cancelAtPeriodEnd: false,
          },
          origin,
        );
      }
      return 'paid';
    },

    async confirm(userId: string, sessionId: string): Promise<'paid' | 'pending' | null> {
      const session = await billing.findDemoCheckout(sessionId, userId, DEMO_CHECKOUT_TTL_MS);
      if (!session) return null;
      return session.status === 'paid' ? 'paid' : 'pending';
    },
  };
}

export type DemoProvider = ReturnType<typeof demoProvider>;
