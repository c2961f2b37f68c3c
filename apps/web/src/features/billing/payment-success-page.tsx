import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Crown, LayoutDashboard, RotateCw, Tag, TriangleAlert } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError, apiErrorText } from '../../lib/api';
import { announcePremiumActivated, billingApi, billingQueryKey, CONFIRM_RETRY_DELAYS_MS } from '../../lib/billing';
import { returnPathOr } from '../../lib/return-path';
import { refreshSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';

type Outcome =
  | { state: 'checking' }
  | { state: 'paid' }
  | { state: 'pending' }
  | { state: 'missing' }
  | { state: 'failed'; error: unknown };

/**
 * Asks the server about `sessionId` until it is paid, waiting longer each time while it is pending
 * (a Stripe webhook may arrive a moment after the buyer). Stops when `isActive()` turns false.
 */
async function confirmUntilSettled(sessionId: string, isActive: () => boolean): Promise<Outcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { status } = await billingApi.confirm(sessionId);
      if (status === 'paid') return { state: 'paid' };
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.code === 'validation_failed')) {
        return { state: 'missing' };
      }
      return { state: 'failed', error };
    }
    const delay = CONFIRM_RETRY_DELAYS_MS[attempt];
    if (delay === undefined || !isActive()) return { state: 'pending' };
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (!isActive()) return { state: 'pending' };
  }
}

/**
 * /payment-success?session_id=... (and /success, which redirects here): the server confirms the
 * checkout session (the query string alone proves nothing); once paid, every open tab is told to
 * check the plan again, and the page offers the way back to where the purchase started.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(sessionId ? { state: 'checking' } : { state: 'missing' });
  // A new object per round of checks: "Check again" starts the effect over with the same id.
  const [request, setRequest] = useState({ sessionId });
  const checkAgain = useCallback(() => {
    setOutcome({ state: 'checking' });
    setRequest({ sessionId });
  }, [sessionId]);

  useEffect(() => {
    if (!request.sessionId) return;
    let active = true;
    void confirmUntilSettled(request.sessionId, () => active).then(async (result) => {
      if (!active) return;
      if (result.state === 'paid') {
        await refreshSession();
        void queryClient.invalidateQueries({ queryKey: billingQueryKey });
        announcePremiumActivated();
      }
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [request, queryClient]);

  if (outcome.state === 'checking') {
    return (
      <Panel>
        <Spinner label={t('success.checking')} className="py-10" />
      </Panel>
    );
  }
  if (outcome.state === 'paid') {
    const back = returnPathOr('/app');
    return (
      <Panel>
        <Result
          icon={<Crown aria-hidden="true" className="size-8" />}
          title={t('success.title')}
          text={t('success.body')}
        />
        <div className="flex flex-wrap gap-3">
          <Link to={back} className={buttonClasses('primary', 'lg')}>
            {back === '/app' ? t('success.goApp') : t('success.back')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          {back === '/app' ? null : (
            <Link to="/app" className={buttonClasses('secondary', 'lg')}>
              {t('success.goApp')}
            </Link>
          )}
        </div>
      </Panel>
    );
  }
  if (outcome.state === 'pending') {
    return (
      <Panel>
        <Result
          tone="wait"
          icon={<RotateCw aria-hidden="true" className="size-8" />}
          title={t('success.pendingTitle')}
          text={t('success.pendingBody')}
        />
        <div className="flex flex-wrap gap-3">
          <Button variant="court" size="lg" onClick={checkAgain}>
            <RotateCw aria-hidden="true" className="size-5" />
            {t('success.checkAgain')}
          </Button>
          <PlanLinks />
        </div>
      </Panel>
    );
  }
  return (
    <Panel>
      <Result
        tone="bad"
        icon={<TriangleAlert aria-hidden="true" className="size-8" />}
        title={outcome.state === 'missing' ? t('success.missingTitle') : t('success.failedTitle')}
        text={outcome.state === 'missing' ? t('success.missingBody') : <FailureText error={outcome.error} />}
      />
      <div className="flex flex-wrap gap-3">
        {outcome.state === 'failed' ? (
          <Button variant="court" size="lg" onClick={checkAgain}>
            <RotateCw aria-hidden="true" className="size-5" />
            {t('success.checkAgain')}
          </Button>
        ) : null}
        <PlanLinks />
      </div>
    </Panel>
  );
}

function FailureText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <>{apiErrorText(error, t)}</>;
}

function PlanLinks() {
  const { t } = useTranslation('billing');
  return (
    <>
      <Link to="/profile?tab=plan" className={buttonClasses('secondary', 'lg')}>
        <LayoutDashboard aria-hidden="true" className="size-5" />
        {t('success.seePlan')}
      </Link>
      <Link to="/precios" className={buttonClasses('ghost', 'lg')}>
        <Tag aria-hidden="true" className="size-5" />
        {t('success.seePricing')}
      </Link>
    </>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-8">
      <section className="flex flex-col gap-6 rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8 sm:p-8">
        {children}
      </section>
    </div>
  );
}

const RESULT_TONES = {
  good: 'bg-grass-100 text-grass-700',
  wait: 'bg-court-50 text-court-700',
  bad: 'bg-red-50 text-red-700',
} as const;

function Result({
  icon,
  title,
  text,
  tone = 'good',
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  tone?: keyof typeof RESULT_TONES;
}) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className={`inline-flex size-16 items-center justify-center rounded-3xl ${RESULT_TONES[tone]}`}>
        {icon}
      </span>
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-court-900">{title}</h1>
      <p className="text-muted">{text}</p>
    </div>
  );
}
