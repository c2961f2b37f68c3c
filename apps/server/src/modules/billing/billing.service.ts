import type { Subscription } from '@marcador/contracts';
import {
  demoRenewal,
  graceEndsAt,
  grantsPremium,
  type PremiumEmail,
  pastDueSinceAfter,
  premiumEmailFor,
  replacesSubscription,
  type SubscriptionState,
  type SubscriptionStatus,
} from '@marcador/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { usersRepository } from '../accounts/users.repository';
import { premiumEndedEmail, premiumWelcomeEmail } from '../mail/templates/premium-templates';
import type { Notifier } from '../notifications/notifier';
import { billingRepository, type SubscriptionRow, type SubscriptionWrite } from './billing.repository';

interface BillingServiceDeps {
  db: Db;
  mail: Mailer;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Where e-mailed links point when no request tells (webhooks, renewals): APP_URL's origin. */
  origin: string;
  /** Called after a user's subscription changed, so no cached session keeps the old plan. */
  planChanged: (userId: string) => void;
  clock?: () => number;
}

const EMAILS = { 'premium-welcome': premiumWelcomeEmail, 'premium-ended': premiumEndedEmail } as const;
/** The notification that goes with each Premium e-mail. */
const NOTIFICATIONS = { 'premium-welcome': 'premium_started', 'premium-ended': 'premium_ended' } as const;

/** A stored row as the domain's rules see it. */
export function stateOf(row: SubscriptionRow): SubscriptionState {
  return {
    status: row.status as SubscriptionStatus,
    currentPeriodEnd: row.currentPeriodEnd?.getTime() ?? null,
    pastDueSince: row.pastDueSince?.getTime() ?? null,
  };
}

/** A stored row as the Plan tab shows it (contracts' subscriptionSchema). */
export function presentSubscription(row: SubscriptionRow, now: number): Subscription {
  const state = stateOf(row);
  const graceEnd = graceEndsAt(state);
  return {
    status: state.status,
    provider: row.provider as Subscription['provider'],
    premium: grantsPremium(state, now),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceEndsAt: graceEnd === null ? null : new Date(graceEnd).toISOString(),
  };
}

/**
 * The one way a subscription changes (decision 023): Stripe's webhooks and confirmations, the demo
 * provider's payment and its renewals all go through `apply`, which stores the provider's state
 * under a row lock and sends the Premium e-mail a change calls for, once, with its notification.
 */
export function billingService({ db, mail, notifier, log, origin, planChanged, clock = Date.now }: BillingServiceDeps) {
  const billing = billingRepository(db);
  const people = usersRepository(db);

  const sendPremiumEmail = async (userId: string, email: PremiumEmail, linkOrigin = origin) => {
    const contact = await people.contactOf(userId);
    if (!contact) return;
    await notifier.notify(userId, { kind: NOTIFICATIONS[email] }, contact.language);
    await mail.send(EMAILS[email], {
      to: contact.email,
      locale: contact.language,
      data: { name: contact.name },
      origin: linkOrigin,
    });
  };

  /**
   * Stores what the provider says the subscription is. Returns whether it grants Premium now, or
   * null when the state was refused (a late state of an older Stripe subscription).
   */
  const apply = async (write: SubscriptionWrite, linkOrigin?: string): Promise<boolean | null> => {
    const now = clock();
    const outcome = await billing.transaction(async (rows) => {
      const row = await rows.lock(write.userId, write.provider);
      const incomingId = write.stripeSubscriptionId;
      if (incomingId && !replacesSubscription(row.stripeSubscriptionId, incomingId, write.status)) return null;
      const pastDueSince = pastDueSinceAfter(row.pastDueSince?.getTime() ?? null, write.status, now);
      const state = { status: write.status, currentPeriodEnd: write.currentPeriodEnd?.getTime() ?? null, pastDueSince };
      const premium = grantsPremium(state, now);
      await rows.write(write, {
        pastDueSince: pastDueSince === null ? null : new Date(pastDueSince),
        premiumNotified: premium,
      });
      return { premium, email: premiumEmailFor(row.premiumNotified, premium) };
    });
    if (outcome === null) {
      log.info(
        { userId: write.userId, subscription: write.stripeSubscriptionId },
        'billing: older subscription ignored',
      );
      return null;
    }
    planChanged(write.userId);
    if (outcome.email) await sendPremiumEmail(write.userId, outcome.email, linkOrigin);
    return outcome.premium;
  };

  return {
    apply,

    /**
     * What time alone changes (every user, or one): demo subscriptions past their period end renew
     * or end through `apply`, and users told Premium started whose row no longer grants it (a
     * Stripe period or grace that ran out without an event yet) are told it ended, once.
     */
    async settle(userId?: string): Promise<void> {
      for (const row of await billing.dueDemoSubscriptions(userId)) {
        if (row.currentPeriodEnd === null) continue;
        const next = demoRenewal(
          { currentPeriodEnd: row.currentPeriodEnd.getTime(), cancelAtPeriodEnd: row.cancelAtPeriodEnd },
          clock(),
        );
        if (next === null) continue;
        await apply({
          userId: row.userId,
          provider: 'demo',
          status: next.status,
          currentPeriodEnd: next.status === 'active' ? new Date(next.currentPeriodEnd) : row.currentPeriodEnd,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        });
      }
      for (const lapsed of await billing.takeLapsedPremium(userId)) {
        planChanged(lapsed);
        await sendPremiumEmail(lapsed, 'premium-ended');
      }
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
