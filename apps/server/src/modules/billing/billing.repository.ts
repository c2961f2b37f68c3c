import type { SubscriptionStatus } from '@marcador/domain';
import { and, eq, gt, lte, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingEvents, demoCheckouts, subscriptions, users } from '../../db/schema';
import { grantsPremiumNow } from '../accounts/access.repository';

/** A subscription row as billing reads it. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What a provider says a subscription is now; `apply` (billing.service.ts) stores it. */
export interface SubscriptionWrite {
  userId: string;
  provider: 'stripe' | 'demo';
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

/** The stored fields apply computes beside the provider's. */
export interface SubscriptionDerived {
  pastDueSince: Date | null;
  premiumNotified: boolean;
}

/** Queries on one user's subscription inside a transaction that holds its row. */
function lockedQueries(tx: Db) {
  return {
    /**
     * The user's row, locked until the transaction ends, created (canceled, never told about
     * Premium) when there is none: concurrent events of one user then apply one after the other.
     */
    async lock(userId: string, provider: string): Promise<SubscriptionRow> {
      await tx
        .insert(subscriptions)
        .values({ userId, status: 'canceled', provider, premiumNotified: false })
        .onConflictDoNothing();
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
      if (!row) throw new Error(`subscription row of ${userId} vanished inside its transaction`);
      return row;
    },
    async write(write: SubscriptionWrite, derived: SubscriptionDerived): Promise<void> {
      const { userId, stripeCustomerId, stripeSubscriptionId, ...state } = write;
      await tx
        .update(subscriptions)
        .set({
          ...state,
          ...derived,
          // Undefined leaves a column as it is (a demo write keeps a past Stripe customer id).
          stripeCustomerId,
          stripeSubscriptionId,
        })
        .where(eq(subscriptions.userId, userId));
    },
  };
}
export type LockedSubscriptionQueries = ReturnType<typeof lockedQueries>;

/** Subscriptions as billing changes them, Stripe events taken, and the demo provider's checkouts. */
export function billingRepository(db: Db) {
  return {
    /** Runs `work` in a transaction with the queries that lock and write one user's row. */
    transaction<T>(work: (queries: LockedSubscriptionQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(lockedQueries(tx as unknown as Db)));
    },

    async find(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    async userIdByStripeCustomer(customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, customerId))
        .limit(1);
      return row?.userId;
    },

    /** True when a Stripe event with this id was applied already (a replay). */
    async eventApplied(id: string): Promise<boolean> {
      const [row] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id));
      return row !== undefined;
    },

    /** Records a Stripe event as applied; a second record of the same id changes nothing. */
    async recordEvent(id: string, type: string): Promise<void> {
      await db.insert(billingEvents).values({ id, type }).onConflictDoNothing();
    },

    /** Demo subscriptions whose period end is reached while still active: due to renew or end. */
    async dueDemoSubscriptions(userId?: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'demo'),
            eq(subscriptions.status, 'active'),
            lte(subscriptions.currentPeriodEnd, sql`now()`),
            userId === undefined ? undefined : eq(subscriptions.userId, userId),
          ),
        );
    },

    /**
     * Marks as told about the end of Premium every user who was told it started and whose row no
     * longer grants it (a grace passed without an event), in one statement, so each is returned to
     * exactly one caller however many run at once. An active Stripe row past its period end is
     * left to Stripe's own event (a renewal moves the period end within seconds, a cancellation is
     * a `deleted` event): an "ended" e-mail there could be followed by a second welcome.
     */
    async takeLapsedPremium(userId?: string): Promise<string[]> {
      const rows = await db
        .update(subscriptions)
        .set({ premiumNotified: false })
        .where(
          and(
            eq(subscriptions.premiumNotified, true),
            not(grantsPremiumNow()),
            not(and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.status, 'active')) as SQL),
            userId === undefined ? undefined : eq(subscriptions.userId, userId),
          ),
        )
        .returning({ userId: subscriptions.userId });
      return rows.map((row) => row.userId);
    },

    /** Sets or clears cancel-at-period-end on a demo subscription; false when there is none. */
    async setDemoCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: cancel })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, 'demo')))
        .returning({ userId: subscriptions.userId });
      return rows.length > 0;
    },

    async createDemoCheckout(id: string, userId: string): Promise<void> {
      await db.insert(demoCheckouts).values({ id, userId });
    },

    /** The caller's demo checkout, with `expired` for an open one past `ttlMs`. */
    async findDemoCheckout(id: string, userId: string, ttlMs: number) {
      const [row] = await db
        .select({
          id: demoCheckouts.id,
          status: sql<
            'open' | 'paid' | 'expired'
          >`case when ${demoCheckouts.status} = 'open' and ${demoCheckouts.createdAt} <= now() - make_interval(secs => ${ttlMs / 1000}) then 'expired' else ${demoCheckouts.status} end`,
        })
        .from(demoCheckouts)
        .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.userId, userId)));
      return row;
    },

    /** Marks the caller's open, unexpired demo checkout paid; false when it is not (any more). */
    async payDemoCheckout(id: string, userId: string, ttlMs: number): Promise<boolean> {
      const rows = await db
        .update(demoCheckouts)
        .set({ status: 'paid' })
        .where(
          and(
            eq(demoCheckouts.id, id),
            eq(demoCheckouts.userId, userId),
            eq(demoCheckouts.status, 'open'),
            gt(demoCheckouts.createdAt, sql`now() - make_interval(secs => ${ttlMs / 1000})`),
          ),
        )
        .returning({ id: demoCheckouts.id });
      return rows.length > 0;
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
