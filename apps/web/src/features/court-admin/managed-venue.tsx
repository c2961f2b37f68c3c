import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { useMyApplication } from './venue-applications-api';

/**
 * The venue the viewer manages: a court admin's own, the Master Admin Venue for an admin without one
 * (`/api/me`'s `venue`). Anyone else is on their way to becoming a court admin: a waiting or rejected
 * application's page, or the application form. The server checks every request again (404 for a
 * venue the viewer does not manage).
 */
export function ManagedVenue({ children }: { children: (venueId: string) => ReactNode }) {
  const { t } = useTranslation('account');
  const session = useSession();
  const me = session.data;
  if (session.isPending) return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  if (me?.isCourtAdmin && me.venue) return children(me.venue.id);
  return <ToApplication />;
}

function ToApplication() {
  const { t } = useTranslation('account');
  const mine = useMyApplication();
  if (mine.isPending) return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  const application = mine.data?.application ?? null;
  return <Navigate to={application ? '/court-admin/pending' : '/court-admin/register'} replace />;
}
