import { ChevronRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ADMIN_AREAS } from './admin-areas';
import { AdminLogPanel } from './admin-log-panel';
import { AdminUsersPanel } from './admin-users-panel';
import { MasterAdminGuard } from './master-admin-guard';
import { VenueApplicationsPanel } from './venue-applications-panel';

/**
 * /mobile-admin: the admin areas as a phone-sized list of large targets, then the panels that matter
 * on a phone (users, club applications, the action log), behind the same guard.
 */
export function MobileAdminPage() {
  return (
    <MasterAdminGuard area="mobile-admin">
      <MobileAdminList />
    </MasterAdminGuard>
  );
}

function MobileAdminList() {
  const { t } = useTranslation('account');
  const links = [
    { path: '/master-admin', label: t('admin.master.title'), icon: ShieldCheck },
    ...ADMIN_AREAS.filter((area) => area.id !== 'mobile').map((area) => ({
      path: area.path,
      label: t(`admin.cards.${area.id}.title`),
      icon: area.icon,
    })),
  ];
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">{t('admin.eyebrow')}</p>
      <h1 className="mt-1 font-display text-3xl font-extrabold text-court-900">{t('admin.mobile.title')}</h1>
      <p className="mt-1 text-muted">{t('admin.mobile.lead')}</p>
      <ul className="mt-6 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-court-900/8">
        {links.map(({ path, label, icon: Icon }) => (
          <li key={path} className="border-b border-slate-100 last:border-b-0">
            <Link to={path} className="flex min-h-16 items-center gap-4 px-4 active:bg-court-50">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-court-900 text-ball-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1 font-semibold text-court-900">{label}</span>
              <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6">
        <AdminUsersPanel />
        <VenueApplicationsPanel />
        <AdminLogPanel />
      </div>
    </div>
  );
}
