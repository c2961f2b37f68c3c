import { ArrowRight, Database, type LucideIcon, Mail, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/** The admin screens an overview links to. */
export const ADMIN_AREAS: ReadonlyArray<{ id: 'emailTest' | 'database' | 'mobile'; path: string; icon: LucideIcon }> = [
  { id: 'emailTest', path: '/email-test', icon: Mail },
  { id: 'database', path: '/database-admin', icon: Database },
  { id: 'mobile', path: '/mobile-admin', icon: Smartphone },
];

/** One admin area as a card with its description and a link. */
export function AdminAreaCard({ id, path, icon: Icon }: (typeof ADMIN_AREAS)[number]) {
  const { t } = useTranslation('account');
  return (
    <li className="flex flex-col rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-court-900 text-ball-300">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 font-display text-xl font-bold text-court-900">{t(`admin.cards.${id}.title`)}</h2>
      <p className="mt-2 flex-1 text-muted">{t(`admin.cards.${id}.body`)}</p>
      <Link
        to={path}
        className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-full font-bold text-court-700 underline decoration-ball-500 decoration-2 underline-offset-4 hover:text-court-900"
      >
        {t(`admin.cards.${id}.action`)}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}
