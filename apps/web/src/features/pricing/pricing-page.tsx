import { ArrowRight, Building2, Check, Crown, type LucideIcon, Plus, Zap } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PremiumLink } from '../../components/premium/premium-link';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { usePageTranslation, useTranslation } from '../../lib/use-translation';

interface Plan {
  id: 'free' | 'premium' | 'clubs';
  icon: LucideIcon;
  features: readonly string[];
  /** Where the plan's button leads a visitor (Premium: see `PremiumAction` for signed-in users). */
  to: string;
  featured?: boolean;
}

/** Features per plan (spec sections 1 and 6). */
const PLANS: readonly Plan[] = [
  {
    id: 'free',
    icon: Zap,
    features: ['manual', 'save', 'invite', 'leaderboard', 'bilingual'],
    to: '/auth?mode=signup',
  },
  {
    id: 'premium',
    icon: Crown,
    features: ['voice', 'announcements', 'stats', 'history', 'network', 'support'],
    to: '/registration?intent=premium',
    featured: true,
  },
  { id: 'clubs', icon: Building2, features: ['courts', 'sessions', 'tournaments'], to: '/contact' },
];

const FAQ = ['cancel', 'voice', 'currency', 'clubs'] as const;

/** `?checkout=` values that mean the payment did not go through: Stripe's cancel_url and our failure. */
const CHECKOUT_OUTCOMES = ['canceled', 'failed'] as const;
type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

function checkoutOutcome(value: string | null): CheckoutOutcome | null {
  return CHECKOUT_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

export function PricingPage() {
  const { t } = usePageTranslation('pricing');
  const { t: tb } = useTranslation('billing');
  const [params] = useSearchParams();
  const outcome = checkoutOutcome(params.get('checkout'));
  return (
    <>
      <PageHeader
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        lead={t('pricing.lead')}
        className="pb-16"
      />
      {outcome ? (
        <div className="relative z-10 mx-auto -mt-10 mb-16 w-full max-w-6xl px-5 sm:px-8">
          <Alert tone="error" title={tb(`pricing.${outcome}Title`)} className="shadow-card">
            {tb(`pricing.${outcome}Body`)}
          </Alert>
        </div>
      ) : null}
      <section aria-label={t('pricing.plansLabel')} className="mx-auto -mt-14 w-full max-w-6xl px-5 sm:px-8">
        <ul className="grid items-stretch gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </section>
      <Faq />
    </>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = usePageTranslation('pricing');
  const { id, icon: Icon, featured } = plan;
  const comingSoon = id === 'clubs';
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-[28px] p-7 shadow-card',
        featured
          ? 'on-dark bg-court-900 text-white shadow-lift ring-2 ring-ball-400'
          : 'bg-white ring-1 ring-court-900/8',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            'inline-flex size-12 items-center justify-center rounded-2xl',
            featured
              ? 'bg-ball-400 text-court-950'
              : comingSoon
                ? 'bg-clay-100 text-clay-700'
                : 'bg-court-100 text-court-800',
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {featured ? <Badge tone="ball">{t('pricing.premium.badge')}</Badge> : null}
        {comingSoon ? <Badge tone="clay">{t('pricing.clubs.badge')}</Badge> : null}
      </div>
      <h2 className={cn('mt-5 font-display text-2xl font-extrabold', featured ? 'text-white' : 'text-court-900')}>
        {t(`pricing.${id}.name`)}
      </h2>
      <p className={cn('mt-2', featured ? 'text-court-100' : 'text-muted')}>{t(`pricing.${id}.description`)}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span
          className={cn(
            'font-display font-extrabold tracking-tight',
            comingSoon ? 'text-3xl' : 'text-5xl',
            featured ? 'text-white' : 'text-court-900',
          )}
        >
          {t(`pricing.${id}.price`)}
        </span>
        <span className={cn('font-medium', featured ? 'text-court-200' : 'text-muted')}>
          {t(`pricing.${id}.period`)}
        </span>
      </p>
      {id === 'premium' ? (
        <p className="mt-1 text-sm font-semibold text-ball-300">{t('pricing.premium.cancel')}</p>
      ) : null}
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                featured ? 'text-ball-400' : comingSoon ? 'text-clay-500' : 'text-grass-600',
              )}
            />
            <span className={featured ? 'text-court-50' : 'text-slate-700'}>
              {t(`pricing.${id}.features.${feature}`)}
            </span>
          </li>
        ))}
      </ul>
      {id === 'premium' ? (
        <PremiumAction />
      ) : (
        <Link to={plan.to} className={buttonClasses(comingSoon ? 'secondary' : 'court', 'lg', 'mt-8 w-full')}>
          {t(`pricing.${id}.cta`)}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      )}
      {comingSoon ? <p className="mt-3 text-center text-sm text-muted">{t('pricing.clubs.note')}</p> : null}
    </li>
  );
}

/**
 * The Premium card's button: a visitor goes to the premium sign-up, a free user to checkout; a
 * Premium user sees their plan instead, and a master admin never sees checkout. Until the session
 * is known, an empty slot of the same size holds the place (nothing wrong flashes).
 */
function PremiumAction() {
  const { t } = usePageTranslation('pricing');
  const { t: tb } = useTranslation('billing');
  // The session's plan (the server's word), as the menu shows it: no plan-check delay is needed here.
  const session = useSession();
  const tier = session.data?.plan;
  const slot = 'mt-8 w-full';
  if (session.isPending) {
    return <span aria-hidden="true" className={buttonClasses('onDark', 'lg', `${slot} invisible`)} />;
  }
  if (tier === 'premium' || tier === 'master') {
    return (
      <div className={cn(slot, 'flex flex-col gap-3')}>
        <p className="flex items-center gap-2 font-semibold text-ball-300">
          <Check aria-hidden="true" className="size-5" />
          {tier === 'master' ? tb('pricing.masterActive') : tb('pricing.premiumActive')}
        </p>
        <Link to="/profile?tab=plan" className={buttonClasses('onDark', 'lg', 'w-full')}>
          {tb('pricing.seeMyPlan')}
        </Link>
      </div>
    );
  }
  return (
    <PremiumLink className={buttonClasses('primary', 'lg', slot)}>
      {t('pricing.premium.cta')}
      <ArrowRight aria-hidden="true" className="size-5" />
    </PremiumLink>
  );
}

function Faq() {
  const { t } = usePageTranslation('pricing');
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-5 py-20 sm:px-8">
      <h2 id="faq-title" className="font-display text-3xl font-extrabold tracking-tight text-court-900">
        {t('pricing.faq.title')}
      </h2>
      <div className="mt-6 divide-y divide-court-900/10 rounded-3xl bg-white shadow-card ring-1 ring-court-900/8">
        {FAQ.map((id) => (
          <details key={id} className="group px-6">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-court-900 [&::-webkit-details-marker]:hidden">
              {t(`pricing.faq.items.${id}.question`)}
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-court-50 text-court-700 motion-safe:transition-transform group-open:rotate-45"
              >
                <Plus className="size-4" />
              </span>
            </summary>
            <p className="pb-5 text-muted">{t(`pricing.faq.items.${id}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
