import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';

/**
 * The tournament screens for signed-in users only (every tournament call needs one). The routes are
 * public so a visitor sees 'Torneos' coming soon while the flag is off; the guard lives here, in the
 * lazy chunk, rather than in the route table the landing downloads (decision 045; the master-admin
 * guard does the same).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <LoadingScreen label={t('common.loading')} />;
  if (session.data) return children;
  return <Navigate to={`/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
}
