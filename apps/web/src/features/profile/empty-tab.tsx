import { CirclePlay, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

/** A tab's message card: an icon, a title, what to know, and the one way on (a link). */
export function TabNotice({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: { to: string; label: string; icon: LucideIcon };
}) {
  const ActionIcon = action.icon;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-[28px] bg-white px-6 py-12 text-center shadow-card ring-1 ring-court-900/8">
      <span className="inline-flex size-16 items-center justify-center rounded-3xl bg-court-50 text-court-700 ring-1 ring-court-100">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-extrabold text-court-900">{title}</h2>
      {children}
      <Link to={action.to} className={buttonClasses('primary', 'lg', 'mt-7')}>
        <ActionIcon aria-hidden="true" className="size-5" />
        {action.label}
      </Link>
    </section>
  );
}

/**
 * Stats and Matches while no match is saved: an honest empty state with the way to change it.
 */
export function EmptyTab({ tab, icon }: { tab: 'estadisticas' | 'partidos'; icon: LucideIcon }) {
  const { t } = useTranslation('account');
  return (
    <TabNotice
      icon={icon}
      title={t(`profile.empty.${tab}.title`)}
      action={{ to: '/setup', label: t('profile.empty.cta'), icon: CirclePlay }}
    >
      <p className="mt-2 text-muted text-pretty">{t(`profile.empty.${tab}.body`)}</p>
    </TabNotice>
  );
}
