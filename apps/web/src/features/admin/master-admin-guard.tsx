import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner';
import { useAccountText } from '../../lib/account-text';
import { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';

type Verification = 'loading' | 'granted' | 'signIn' | 'denied';

/**
 * The master-admin guard of spec section 4: once the session is known, asks the server (POST
 * /api/admin/verify, which logs `access_verified` or `action_attempted`) and shows the page only
 * when granted. Not signed in -> /auth; not an admin -> `/` with the destructive toast 'Acceso
 * Denegado'; a failed check counts as denied ('Falló la verificación de permisos'). Leaving the page
 * aborts the check, and an aborted check says nothing.
 */
export function MasterAdminGuard({ area, children }: { area: string; children: ReactNode }) {
  const { t } = useTranslation('account');
  const text = useAccountText();
  const location = useLocation();
  const [state, setState] = useState<Verification>('loading');
  const told = useRef(false);
  // The texts are read when the answer comes; keeping them out of the effect's dependencies makes
  // the check run once per page (spec: "runs once after auth loads"), not again on a language switch.
  const texts = useRef({ t, text });
  texts.current = { t, text };

  useEffect(() => {
    const controller = new AbortController();
    api.verifyAdmin(area, controller.signal).then(
      () => setState('granted'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) {
          setState('signIn');
          return;
        }
        if (!told.current) {
          told.current = true;
          const { t: translate, text: accountText } = texts.current;
          const forbidden = error instanceof ApiRequestError && error.status === 403;
          showToast(
            'error',
            forbidden
              ? { title: translate('access.denied.title'), description: translate('access.denied.body') }
              : {
                  title: accountText('admin.errors.verificationFailed'),
                  description: accountText('admin.errors.verificationError'),
                },
          );
        }
        setState('denied');
      },
    );
    return () => controller.abort();
  }, [area]);

  switch (state) {
    case 'loading':
      return <LoadingScreen label={t('admin.checking')} />;
    case 'granted':
      return children;
    case 'signIn':
      return <Navigate to={`/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
    case 'denied':
      return <Navigate to="/" replace />;
  }
}
