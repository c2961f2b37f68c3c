import {
  ArrowRight,
  Building2,
  ChartNoAxesCombined,
  CloudOff,
  Languages,
  type LucideIcon,
  Mic,
  Scale,
  Trophy,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { ScoreboardPreview } from './scoreboard-preview';

const REASONS: ReadonlyArray<{ id: string; icon: LucideIcon }> = [
  { id: 'voice', icon: Mic },
  { id: 'rules', icon: Scale },
  { id: 'history', icon: ChartNoAxesCombined },
  { id: 'offline', icon: CloudOff },
  { id: 'community', icon: Trophy },
  { id: 'bilingual', icon: Languages },
];

/**
 * Where "Soy jugador" and "Soy un club" lead: a player signs up; a club reads the plans (its Clubes
 * card), until the court-admin application exists.
 */
const SIGN_UP = '/auth?mode=signup';
const CLUB_PATH = '/precios';

/** Spec section 9 marketing numbers. */
const STATS = ['players', 'growth', 'clubs'] as const;

export function LandingPage() {
  return (
    <>
      <Hero />
      <StatsBanner />
      <WhyChoose />
      <CallToAction />
    </>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-title" className="court-band on-dark relative overflow-hidden text-white">
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pt-10 pb-24 sm:px-8 md:pt-16 md:pb-32 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-ball-300 ring-1 ring-white/15">
            <span aria-hidden="true" className="size-2 rounded-full bg-ball-400" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="landing-title"
            className="mt-5 font-display text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-court-100 text-pretty sm:text-xl">{t('landing.hero.subtitle')}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            <PathCard to={SIGN_UP} icon={UserRound} id="player" />
            <PathCard to={CLUB_PATH} icon={Building2} id="club" />
          </ul>
        </div>
        <div className="min-w-0 pb-6 lg:pb-0">
          <ScoreboardPreview />
        </div>
      </div>
    </section>
  );
}

function PathCard({ to, icon: Icon, id }: { to: string; icon: LucideIcon; id: 'player' | 'club' }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col rounded-3xl bg-white/8 p-5 ring-1 ring-white/20 transition-colors hover:bg-white/14 hover:ring-ball-400/60"
      >
        <span className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-ball-400 text-court-950">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="font-display text-xl font-bold">{t(`landing.paths.${id}.title`)}</span>
        </span>
        <span className="mt-3 flex-1 text-court-100">{t(`landing.paths.${id}.body`)}</span>
        <span className="mt-4 inline-flex items-center gap-2 font-semibold text-ball-300">
          {t(`landing.paths.${id}.cta`)}
          <ArrowRight
            aria-hidden="true"
            className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
          />
        </span>
      </Link>
    </li>
  );
}

function StatsBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stats-title" className="relative z-10 mx-auto -mt-14 w-full max-w-5xl px-5 sm:px-8">
      <h2 id="stats-title" className="sr-only">
        {t('landing.stats.title')}
      </h2>
      <dl className="grid grid-cols-3 overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-court-900/8">
        {STATS.map((stat, index) => (
          <div
            key={stat}
            className={`flex flex-col-reverse items-center justify-end gap-1 px-2 py-5 text-center sm:px-6 sm:py-6 ${index > 0 ? 'border-l border-slate-100' : ''}`}
          >
            <dt className="text-xs leading-snug font-medium text-muted sm:text-sm">
              {t(`landing.stats.${stat}.label`)}
              {stat === 'clubs' ? (
                <span className="mt-1 block w-fit mx-auto rounded-full bg-clay-100 px-2 py-0.5 text-[11px] font-bold text-clay-700 sm:ml-2 sm:inline-block">
                  {t('landing.stats.clubs.note')}
                </span>
              ) : null}
            </dt>
            <dd className="font-display text-3xl font-extrabold tracking-tight text-court-900 sm:text-4xl md:text-5xl">
              {t(`landing.stats.${stat}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function WhyChoose() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title" className="mx-auto w-full max-w-6xl px-5 py-16 sm:px-8 md:py-24">
      <div className="max-w-2xl">
        <p className="font-display text-sm font-bold uppercase tracking-widest text-clay-600">
          {t('landing.why.eyebrow')}
        </p>
        <h2
          id="why-title"
          className="mt-2 font-display text-3xl font-extrabold tracking-tight text-court-900 md:text-4xl"
        >
          {t('landing.why.title')}
        </h2>
        <p className="mt-3 text-lg text-muted">{t('landing.why.subtitle')}</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {REASONS.map(({ id, icon: Icon }) => (
          <li
            key={id}
            className="flex gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8 sm:block sm:p-6"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-court-900 text-ball-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="font-display text-lg font-bold text-court-900 sm:mt-4">
                {t(`landing.why.items.${id}.title`)}
              </h3>
              <p className="mt-1 text-muted sm:mt-2">{t(`landing.why.items.${id}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="px-5 pb-20 sm:px-8">
      <div className="on-dark mx-auto flex max-w-6xl flex-col items-start gap-6 overflow-hidden rounded-[32px] bg-grass-700 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="font-display text-3xl font-extrabold tracking-tight md:text-4xl">
            {t('landing.cta.title')}
          </h2>
          <p className="mt-3 text-lg text-grass-100">{t('landing.cta.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={SIGN_UP} className={buttonClasses('primary', 'lg')}>
            {t('landing.cta.primary')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/precios" className={buttonClasses('onDark', 'lg')}>
            {t('landing.cta.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
