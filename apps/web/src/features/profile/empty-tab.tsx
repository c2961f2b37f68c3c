import { CirclePlay, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/**
 * Stats and Matches until saved matches exist (the live-match feature fills them): an honest
 * empty state with the way to change it.
 */
export function EmptyTab({ tab, icon: Icon }: { tab: 'estadisticas' | 'partidos'; icon: LucideIcon }) {
  const { t } = useTranslation('account');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-[28px] bg-white px-6 py-12 text-center shadow-card ring-1 ring-court-900/8">
      <span className="inline-flex size-16 items-center justify-center rounded-3xl bg-court-50 text-court-700 ring-1 ring-court-100">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-extrabold text-court-900">{t(`profile.empty.${tab}.title`)}</h2>
      <p className="mt-2 text-muted text-pretty">{t(`profile.empty.${tab}.body`)}</p>
      <Link to="/setup" className={buttonClasses('primary', 'lg', 'mt-7')}>
        <CirclePlay aria-hidden="true" className="size-5" />
        {t('profile.empty.cta')}
      </Link>
    </section>
  );
}
