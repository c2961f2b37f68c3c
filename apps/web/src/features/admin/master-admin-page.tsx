import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { ADMIN_AREAS, AdminAreaCard } from './admin-areas';
import { AdminLogPanel } from './admin-log-panel';
import { AdminUsersPanel } from './admin-users-panel';
import { AdministratorsPanel } from './administrators-panel';
import { MasterAdminGuard } from './master-admin-guard';
import { VenueApplicationsPanel } from './venue-applications-panel';

/** /master-admin: the administration overview, behind the server-checked master-admin guard. */
export function MasterAdminPage() {
  return (
    <MasterAdminGuard area="master-admin">
      <MasterAdminOverview />
    </MasterAdminGuard>
  );
}

function MasterAdminOverview() {
  const { t } = useTranslation('account');
  const session = useSession();
  return (
    <>
      <PageHeader eyebrow={t('admin.eyebrow')} title={t('admin.master.title')} lead={t('admin.master.lead')}>
        {session.data ? (
          <p className="mt-5 inline-flex rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-court-100 ring-1 ring-white/20">
            {t('admin.master.signedInAs', { email: session.data.user.email })}
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-8">
        <VenueApplicationsPanel />
        <ul className="grid gap-6 md:grid-cols-3">
          {ADMIN_AREAS.map((area) => (
            <AdminAreaCard key={area.id} {...area} />
          ))}
        </ul>
        <AdministratorsPanel />
        <AdminUsersPanel />
        <AdminLogPanel />
      </div>
    </>
  );
}
