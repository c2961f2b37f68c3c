import { includesPremium, type PlanTier } from '@marcador/domain';
import { Check, Crown, Lock, RefreshCw, ShieldCheck, Tag, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { usePlan } from '../../lib/plan';

/** What Premium adds, as the pricing page lists it (spec sections 1 and 6). */
const PREMIUM_LIST = ['voice', 'announcements', 'detailedStats', 'fullHistory', 'unlimitedNetwork', 'support'] as const;

const PLAN_ICONS = { free: Zap, premium: Crown, master: ShieldCheck } satisfies Record<PlanTier, unknown>;

/** The Plan tab: the plan detected as spec section 4 says, what it includes, and the way to Premium. */
export function PlanTab() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation();
  const { plan, loading, refresh } = usePlan();
  const premium = includesPremium(plan);
  const Icon = PLAN_ICONS[plan];

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
          </>
        )}
        <div className="mt-7 flex flex-wrap gap-3">
          {plan === 'free' ? (
            <Link to="/precios" className={buttonClasses('primary', 'lg')}>
              <Tag aria-hidden="true" className="size-5" />
              {t('profile.plan.seePricing')}
            </Link>
          ) : (
            <Link to="/precios" className={buttonClasses(premium ? 'onDark' : 'secondary')}>
              <Tag aria-hidden="true" className="size-4" />
              {t('profile.plan.seePricing')}
            </Link>
          )}
          <Button variant={premium ? 'onDark' : 'ghost'} onClick={refresh} disabled={loading}>
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
          {PREMIUM_LIST.map((feature) => (
            <li key={feature} className="flex items-center gap-3 py-3">
              <span
                className={cn(
                  'inline-flex size-8 shrink-0 items-center justify-center rounded-xl',
                  premium ? 'bg-grass-100 text-grass-700' : 'bg-slate-100 text-slate-500',
                )}
              >
                {premium ? (
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                ) : (
                  <Lock aria-hidden="true" className="size-4" />
                )}
              </span>
              <span className="flex-1 font-medium text-court-900">{t(`profile.plan.featureNames.${feature}`)}</span>
              <span className={cn('text-sm font-semibold', premium ? 'text-grass-700' : 'text-muted')}>
                {premium ? t('profile.plan.included') : t('profile.plan.notIncluded')}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
