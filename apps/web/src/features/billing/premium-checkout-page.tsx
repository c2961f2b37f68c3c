import { includesPremium } from '@marcador/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Crown, ExternalLink, LayoutDashboard, Lock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingScreen } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { billingApi, billingQueryKey, openProviderPage, priceAmount } from '../../lib/billing';
import { usePlan } from '../../lib/plan';
import { refreshSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { PremiumFeatures } from './premium-features';

/** Spec section 8: "Checkout failure redirects to /precios" (with a message there). */
export const CHECKOUT_FAILED_PATH = '/precios?checkout=failed';

/**
 * /premium-checkout: what Premium brings, the price and the pay button. The server starts the
 * checkout and answers where to go: Stripe's page opens in a new tab (this one falls back when the
 * pop-up is blocked), our demo page in this tab. Premium and master users see their plan instead,
 * also when the payment finished in the other tab (usePlan follows `premiumActivated`), so this tab
 * never keeps offering to pay again.
 */
export function PremiumCheckoutPage() {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const billing = useQuery({ queryKey: billingQueryKey, queryFn: ({ signal }) => billingApi.status(signal) });
  const { plan: detected } = usePlan();
  const [already, setAlready] = useState(false);
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);

  const checkout = useMutation({
    mutationFn: () => billingApi.checkout(),
    onSuccess: ({ url }) => {
      const opened = openProviderPage(url);
      if (opened === false) void navigate(CHECKOUT_FAILED_PATH);
      else if (opened === 'new-tab') setOpenedUrl(url);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'already_premium') {
        setAlready(true);
        void refreshSession();
        return;
      }
      void navigate(CHECKOUT_FAILED_PATH);
    },
  });

  // Nothing is shown until the plan is known: a Premium user must never see a pay button flash.
  if (billing.isPending) return <LoadingScreen label={t('checkout.loading')} />;
  // The session's plan once it says more than the billing answer this page loaded with.
  const plan = includesPremium(detected) ? detected : (billing.data?.plan ?? 'free');
  if (already || includesPremium(plan)) return <AlreadyPremium master={plan === 'master'} />;

  const price = billing.data?.price ?? { amountCents: 1200 };
  const amount = priceAmount(price.amountCents, i18n.language);
  return (
    <>
      <PageHeader eyebrow={t('checkout.eyebrow')} title={t('checkout.title')} lead={t('checkout.lead')} />
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <Card className="p-6 sm:p-8">
          <h2 className="font-display text-xl font-bold text-court-900">{t('checkout.includes')}</h2>
          <PremiumFeatures className="mt-3" />
        </Card>
        <section
          aria-labelledby="checkout-summary"
          className="on-dark flex flex-col gap-4 rounded-[28px] bg-court-900 p-6 text-white shadow-lift ring-2 ring-ball-400 sm:p-8"
        >
          <h2 id="checkout-summary" className="flex items-center gap-3 font-display text-xl font-bold">
            <Crown aria-hidden="true" className="size-6 text-ball-400" />
            {t('checkout.summary')}
          </h2>
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="font-display text-5xl font-extrabold tracking-tight">{t('price.amount', { amount })}</span>
            <span className="font-medium text-court-200">{t('price.perMonth')}</span>
          </p>
          <p className="font-semibold text-ball-300">{t('price.cancelAnyTime')}</p>
          <p className="text-court-100">{t('checkout.renews')}</p>
          {billing.data?.provider === 'demo' ? (
            <p className="rounded-2xl bg-white/10 p-3 text-sm font-semibold text-white">{t('checkout.demoNote')}</p>
          ) : null}
          {openedUrl ? (
            <Alert tone="info" title={t('checkout.openedTitle')} className="text-left">
              <p>{t('checkout.openedBody')}</p>
              <a href={openedUrl} className={buttonClasses('court', 'md', 'mt-3')}>
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('checkout.openAgain')}
              </a>
            </Alert>
          ) : null}
          <Button size="lg" className="mt-2 w-full" disabled={checkout.isPending} onClick={() => checkout.mutate()}>
            <Lock aria-hidden="true" className="size-5" />
            {checkout.isPending ? t('checkout.opening') : t('checkout.pay')}
          </Button>
          <p className="text-sm text-court-200">{t('checkout.secure')}</p>
        </section>
      </div>
    </>
  );
}

/** A Premium or master user on the checkout page: their plan, and the way to the app. */
function AlreadyPremium({ master }: { master: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-5 py-16">
      <Alert tone="success" title={t('checkout.alreadyTitle')} live={false}>
        {master ? t('checkout.masterBody') : t('checkout.alreadyBody')}
      </Alert>
      <div className="flex flex-wrap gap-3">
        <Link to="/app" className={buttonClasses('primary', 'lg')}>
          {master ? (
            <ShieldCheck aria-hidden="true" className="size-5" />
          ) : (
            <Crown aria-hidden="true" className="size-5" />
          )}
          {t('checkout.goApp')}
        </Link>
        <Link to="/profile?tab=plan" className={buttonClasses('secondary', 'lg')}>
          <LayoutDashboard aria-hidden="true" className="size-5" />
          {t('checkout.seePlan')}
        </Link>
      </div>
    </div>
  );
}
