import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { MySessionsPage } from './my-sessions-page';
import { SessionDetail } from './session-detail-page';
import { sessionErrorMessage } from './session-errors';
import { SessionForm } from './session-form-page';
import { useSession } from './sessions-api';

/** A session read by its address's id: its detail, or its form when the address ends in /edit. */
function StoredSession({ id, edit }: { id: string; edit: boolean }) {
  const { t } = useTranslation('sessions');
  const session = useSession(id);
  if (session.isPending) return <LoadingScreen label={t('detail.loading')} />;
  const back = (
    <Link to="/sessions" className={buttonClasses('secondary', 'lg', 'mt-4')}>
      {t('detail.back')}
    </Link>
  );
  if (session.isError) {
    const gone = session.error instanceof ApiRequestError && session.error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 sm:px-8">
        {gone ? (
          <Alert tone="error" title={t('errors.notFound')} />
        ) : (
          <RetryAlert
            title={t(sessionErrorMessage(session.error).key)}
            retryLabel={t('retry')}
            onRetry={() => void session.refetch()}
          />
        )}
        <div>{back}</div>
      </div>
    );
  }
  const changeable = session.data.canEdit && session.data.status === 'scheduled';
  if (edit && !changeable)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 sm:px-8">
        <Alert tone="info" title={t('form.notChangeable')} />
        <div>{back}</div>
      </div>
    );
  return edit ? <SessionForm session={session.data} /> : <SessionDetail session={session.data} />;
}

/**
 * The player's court sessions: /sessions, /sessions/new, /sessions/{id} and
 * /sessions/{id}/edit, one chunk for the four; the route table loads this one component for each
 * (a loader or chunk more is bytes on the landing's entry).
 */
export function SessionsPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (pathname === '/sessions/new') return <SessionForm session={null} />;
  if (id) return <StoredSession key={id} id={id} edit={pathname.endsWith('/edit')} />;
  return <MySessionsPage />;
}
