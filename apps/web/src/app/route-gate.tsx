import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { loadNamespace, translationFor } from '../lib/i18n';
import { showToast } from '../lib/toast';
import { useTranslation } from '../lib/use-translation';
import { decideAccess } from './access';
import type { Access } from './route-types';
import { useViewer } from './use-viewer';

/** Where signed-out visitors go for a guarded page; the auth feature adds the route. */
export const SIGN_IN_PATH = '/auth';

/**
 * Guards one page: 'Cargando...' while the session is checked, sign-in for visitors, home for
 * viewers without the role, and the signed-in redirect of public pages such as the landing.
 */
export function RouteGate({
  access,
  signedInRedirect,
  children,
}: {
  access: Access;
  signedInRedirect?: string | undefined;
  children: ReactNode;
}) {
  const viewer = useViewer();
  const location = useLocation();
  const { t } = useTranslation();

  if (signedInRedirect && viewer.signedIn) return <Navigate to={signedInRedirect} replace />;

  switch (decideAccess(viewer, access)) {
    case 'allow':
      return children;
    case 'checking':
      return <LoadingScreen label={t('common.loading')} />;
    case 'signIn': {
      const returnTo = `${location.pathname}${location.search}`;
      return <Navigate to={`${SIGN_IN_PATH}?redirect=${encodeURIComponent(returnTo)}`} replace />;
    }
    case 'deny':
      return <AccessDenied />;
  }
}

/**
 * Spec section 6: a signed-in viewer without the role goes to `/` with the destructive toast
 * 'Acceso Denegado'. The ref keeps StrictMode's second effect run from showing it twice. Its copy is
 * in the `account` namespace, loaded when a denial happens: rare, and off the landing's path.
 */
export function AccessDenied() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void loadNamespace('account').then(() => {
      const { t } = translationFor(['account'], 'default');
      showToast('error', { title: t('access.denied.title'), description: t('access.denied.body') });
    });
  }, []);
  return <Navigate to="/" replace />;
}
