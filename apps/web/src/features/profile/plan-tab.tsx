import { includesPremium, type PlanTier } from '@marcador/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Crown, Lock, Receipt, RefreshCw, ShieldCheck, Tag, Zap } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { PremiumLink } from '../../components/premium/premium-link';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import {
  type BillingStatus,
  billingApi,
  billingQueryKey,
  formatBillingDate,
  openProviderPage,
  PREMIUM_FEATURE_LIST,
  priceAmount,
} from '../../lib/billing';
import { cn } from '../../lib/cn';
import { usePlan } from '../../lib/plan';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';

const PLAN_ICONS = { free: Zap, premium: Crown, master: ShieldCheck } satisfies Record<PlanTier, unknown>;

type Subscription = NonNullable<BillingStatus['subscription']>;

/**
 * The Plan tab: the plan, its price and provider, the renewal or end date, and what the user can do
 * about it. Stripe subscribers manage invoices and cancel in Stripe's customer portal; demo
 * subscribers cancel here (Premium stays until the end of the paid period) and may resume before it.
 * Master admins show as master and are never offered checkout.
 */
export function PlanTab() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const { t: tb } = useTranslation('billing');
  const { plan: detected, loading: detecting, refresh } = usePlan();
  const billing = useQuery({ queryKey: billingQueryKey, queryFn: ({ signal }) => billingApi.status(signal) });
  const loading = detecting || billing.isPending;
  const plan = billing.data?.plan ?? detected;
  const premium = includesPremium(plan);
  const Icon = PLAN_ICONS[plan];

  function handleRefresh() {
    refresh();
    void billing.refetch();
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section
        aria-labelledby="plan-current"
        className={cn(
          'rounded-[28px] p-6 shadow-card sm:p-8',
          premium ? 'on-dark bg-court-900 text-white ring-2 ring-ball-400' : 'bg-white ring-1 ring-court-900/8',
        )}
      >
        <p className={cn('text-sm font-semibold uppercase tracking-widest', premium ? 'text-ball-300' : 'text-muted')}>
          {t('profile.plan.current')}
        </p>
        {loading ? (
          <Spinner label={t('profile.plan.checking')} className="mt-6" />
        ) : (
          <>
            <h2
              id="plan-current"
              className="mt-3 flex items-center gap-3 font-display text-4xl font-extrabold tracking-tight"
            >
              <span
                className={cn(
                  'inline-flex size-12 items-center justify-center rounded-2xl',
                  premium ? 'bg-ball-400 text-court-950' : 'bg-court-50 text-court-700',
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {tm(`plans.${plan}`)}
            </h2>
            <p className={cn('mt-4', premium ? 'text-court-100' : 'text-muted')}>
              {t(`profile.plan.descriptions.${plan}`)}
            </p>
            {billing.isError ? (
              <Alert tone="error" className="mt-5 text-left">
                {tb('plan.loadFailed')}
              </Alert>
            ) : null}
            {billing.data ? <Subscription status={billing.data} /> : null}
          </>
        )}
        <div className="mt-7 flex flex-wrap gap-3">
          {loading ? null : <PlanActions plan={plan} subscription={billing.data?.subscription ?? null} />}
          <Button variant={premium ? 'onDark' : 'ghost'} onClick={handleRefresh} disabled={loading}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('profile.plan.refresh')}
          </Button>
        </div>
      </section>

      <section
        aria-labelledby="plan-features"
        className="rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8 sm:p-8"
      >
        <h2 id="plan-features" className="font-display text-xl font-bold text-court-900">
          {t('profile.plan.features')}
        </h2>
        <ul className="mt-5 divide-y divide-slate-100">
          {PREMIUM_FEATURE_LIST.map((feature) => (
            <FeatureRow key={feature} feature={feature} included={premium} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function FeatureRow({ feature, included }: { feature: (typeof PREMIUM_FEATURE_LIST)[number]; included: boolean }) {
  const { t } = useTranslation('account');
  const { t: tb } = useTranslation('billing');
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-xl',
          included ? 'bg-grass-100 text-grass-700' : 'bg-slate-100 text-slate-500',
        )}
      >
        {included ? (
          <Check aria-hidden="true" className="size-4" strokeWidth={3} />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
      </span>
      <span className="flex-1 font-medium text-court-900">{tb(`features.${feature}`)}</span>
      <span className={cn('text-sm font-semibold', included ? 'text-grass-700' : 'text-muted')}>
        {included ? t('profile.plan.included') : t('profile.plan.notIncluded')}
      </span>
    </li>
  );
}

/** Price, provider and dates of a subscription, as the server reports them. */
function Subscription({ status }: { status: BillingStatus }) {
  const { t, i18n } = useTranslation('billing');
  const { subscription } = status;
  if (!subscription?.premium) return null;
  const date = (iso: string) => formatBillingDate(iso, i18n.language);
  const end = subscription.currentPeriodEnd;
  const pastDue = subscription.status === 'past_due' ? subscription.graceEndsAt : null;
  const period =
    end === null
      ? t('plan.openEnded')
      : subscription.cancelAtPeriodEnd
        ? t('plan.endsAt', { date: date(end) })
        : t('plan.renews', { date: date(end) });
  return (
    <>
      <dl className="mt-5 grid gap-3 rounded-2xl bg-white/10 p-4 text-sm">
        {subscription.provider === 'manual' ? null : (
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-court-200">{t('plan.price')}</dt>
            <dd className="font-semibold">
              {t('price.short', { amount: priceAmount(status.price.amountCents, i18n.language) })}
            </dd>
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-court-200">{t('plan.provider')}</dt>
          <dd className="flex items-center gap-2 font-semibold">
            {subscription.provider === 'demo' ? <Badge tone="ball">{t('plan.demoBadge')}</Badge> : null}
            {t(`plan.providers.${subscription.provider}`)}
          </dd>
        </div>
      </dl>
      {/* Past due, the period end is that of the unpaid renewal: only the grace's end holds. */}
      {pastDue ? (
        <Alert tone="error" className="mt-4 text-left">
          {t('plan.pastDue', { date: date(pastDue) })}
        </Alert>
      ) : (
        <p className="mt-4 font-semibold text-ball-300" data-testid="plan-period">
          {period}
        </p>
      )}
    </>
  );
}

/** What the user can do: get Premium (free), manage it (Stripe: the portal; demo: here), or nothing (master). */
function PlanActions({ plan, subscription }: { plan: PlanTier; subscription: Subscription | null }) {
  const { t } = useTranslation('account');
  const { t: tb } = useTranslation('billing');
  if (plan === 'master') return <p className="w-full text-court-100">{tb('plan.masterNote')}</p>;
  if (plan === 'free') {
    return (
      <>
        <PremiumLink className={buttonClasses('primary', 'lg')}>
          <Crown aria-hidden="true" className="size-5" />
          {tb('plan.getPremium')}
        </PremiumLink>
        <PremiumLink to="/precios" className={buttonClasses('secondary', 'lg')}>
          <Tag aria-hidden="true" className="size-5" />
          {t('profile.plan.seePricing')}
        </PremiumLink>
      </>
    );
  }
  if (subscription?.provider === 'stripe') return <StripeActions subscription={subscription} />;
  if (subscription?.provider === 'demo') return <DemoActions subscription={subscription} />;
  return (
    <Link to="/precios" className={buttonClasses('onDark')}>
      <Tag aria-hidden="true" className="size-4" />
      {t('profile.plan.seePricing')}
    </Link>
  );
}

/** Stripe subscribers: invoices, payment method and cancelling all live in Stripe's customer portal. */
function StripeActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const portal = useMutation({
    mutationFn: () => billingApi.portal(),
    onSuccess: ({ url }) => {
      if (openProviderPage(url) === false) showToast('error', { title: t('plan.actionFailed') });
    },
    onError: () => showToast('error', { title: t('plan.actionFailed') }),
  });
  return (
    <>
      <Button variant="onDark" disabled={portal.isPending} onClick={() => portal.mutate()}>
        <Receipt aria-hidden="true" className="size-4" />
        {t('plan.invoices')}
      </Button>
      <Button variant="onDark" disabled={portal.isPending} onClick={() => portal.mutate()}>
        {subscription.cancelAtPeriodEnd ? t('plan.resume') : t('plan.cancel')}
      </Button>
    </>
  );
}

/** Demo subscribers: cancel at the end of the paid period after our own confirmation, or resume. */
function DemoActions({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const end = subscription.currentPeriodEnd ? formatBillingDate(subscription.currentPeriodEnd, i18n.language) : '';
  const change = useMutation({
    mutationFn: (action: 'cancel' | 'resume') => (action === 'cancel' ? billingApi.cancel() : billingApi.resume()),
    onSuccess: async (_answer, action) => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: billingQueryKey });
      showToast('success', { title: action === 'cancel' ? t('plan.canceled', { date: end }) : t('plan.resumed') });
    },
    onError: () => showToast('error', { title: t('plan.actionFailed') }),
  });

  if (subscription.cancelAtPeriodEnd) {
    return (
      <Button variant="primary" disabled={change.isPending} onClick={() => change.mutate('resume')}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('plan.resume')}
      </Button>
    );
  }
  return (
    <Dialog.Root open={confirming} onOpenChange={setConfirming}>
      <Dialog.Trigger className={buttonClasses('onDark')}>{t('plan.cancel')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-court-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90dvh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lift">
          <Dialog.Title className="font-display text-2xl font-extrabold text-court-900">
            {t('plan.confirmTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t('plan.confirmBody', { date: end })}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClasses('secondary')}>{t('plan.confirmKeep')}</Dialog.Close>
            <Button variant="danger" disabled={change.isPending} onClick={() => change.mutate('cancel')}>
              {t('plan.confirmYes')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
