import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, FlaskConical, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadingScreen } from '../../components/ui/spinner';
import { apiErrorText } from '../../lib/api';
import { billingApi, priceAmount } from '../../lib/billing';
import { localPathOr } from '../../lib/local-path';
import { useTranslation } from '../../lib/use-translation';

/** Stripe's cancel_url and ours: the plans, with a message that the payment did not go through. */
const CANCELED_PATH = '/precios?checkout=canceled';

/**
 * /demo-checkout?session=<id>: the demo provider's page, ours, for an install without Stripe. It is
 * unmistakably a demo (the banner), asks for no card at all, and its pay button activates Premium on
 * the server through the same path as Stripe's webhooks, then goes to the payment-success page.
 */
export function DemoCheckoutPage() {
  const { t, i18n } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('session') ?? '';
  const session = useQuery({
    queryKey: ['billing', 'demo', id],
    queryFn: ({ signal }) => billingApi.demoCheckout(id, signal),
    enabled: id !== '',
    retry: false,
  });
  const successPath = `/payment-success?session_id=${encodeURIComponent(id)}`;
  const pay = useMutation({
    mutationFn: () => billingApi.demoPay(id),
    onSuccess: ({ url }) => void navigate(localPathOr(url, successPath)),
  });

  if (id && session.isPending) return <LoadingScreen label={t('demo.loading')} />;
  const data = session.data;

  let body: ReactNode;
  if (!data || data.status === 'expired') {
    body = (
      <Outcome tone="bad" title={t('demo.expiredTitle')} text={t('demo.expiredBody')}>
        <Link to="/precios" className={buttonClasses('court', 'lg')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('demo.backToPricing')}
        </Link>
      </Outcome>
    );
  } else if (data.status === 'paid') {
    body = (
      <Outcome tone="good" title={t('demo.paidTitle')} text={t('demo.paidBody')}>
        <Link to={successPath} className={buttonClasses('court', 'lg')}>
          {t('demo.seeConfirmation')}
        </Link>
      </Outcome>
    );
  } else {
    body = (
      <section
        aria-labelledby="demo-title"
        className="rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8 sm:p-8"
      >
        <h1 id="demo-title" className="font-display text-3xl font-extrabold tracking-tight text-court-900">
          {t('demo.title')}
        </h1>
        <dl className="mt-6 divide-y divide-slate-100">
          <Row label={t('demo.account')}>
            <span className="break-all">{data.email}</span>
          </Row>
          <Row label={t('demo.plan')}>{t('demo.planName')}</Row>
          <Row label={t('demo.price')}>
            {t('price.short', { amount: priceAmount(data.price.amountCents, i18n.language) })}
          </Row>
        </dl>
        {pay.isError ? (
          <Alert tone="error" title={t('demo.payFailed')} className="mt-5">
            {apiErrorText(pay.error, tc)}
          </Alert>
        ) : null}
        <div className="mt-7 flex flex-col gap-3 sm:flex-row-reverse sm:items-center">
          <Button size="lg" className="w-full sm:w-auto" disabled={pay.isPending} onClick={() => pay.mutate()}>
            <FlaskConical aria-hidden="true" className="size-5" />
            {pay.isPending ? t('demo.paying') : t('demo.pay')}
          </Button>
          <Link to={CANCELED_PATH} className={buttonClasses('ghost', 'lg', 'w-full sm:w-auto')}>
            {t('demo.cancel')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="min-h-full bg-[repeating-linear-gradient(135deg,var(--color-ball-200)_0_18px,white_18px_36px)] px-4 py-8 sm:px-8">
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
        <div className="flex gap-4 rounded-3xl border-4 border-dashed border-court-900 bg-ball-400 p-5 text-court-950">
          <FlaskConical aria-hidden="true" className="size-10 shrink-0" />
          <div className="min-w-0">
            <p className="font-display text-2xl font-extrabold uppercase tracking-tight sm:text-3xl">
              {t('demo.banner')}
            </p>
            <p className="mt-1 font-medium">{t('demo.bannerBody')}</p>
          </div>
        </div>
        {body}
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 font-semibold text-court-900">{children}</dd>
    </div>
  );
}

function Outcome({
  tone,
  title,
  text,
  children,
}: {
  tone: 'good' | 'bad';
  title: string;
  text: string;
  children: ReactNode;
}) {
  const Icon = tone === 'good' ? CircleCheck : TriangleAlert;
  return (
    <section className="flex flex-col items-start gap-4 rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8 sm:p-8">
      <Icon aria-hidden="true" className={tone === 'good' ? 'size-10 text-grass-600' : 'size-10 text-red-700'} />
      <h1 className="font-display text-2xl font-extrabold text-court-900">{title}</h1>
      <p className="text-muted">{text}</p>
      {children}
    </section>
  );
}
