import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { LoadMoreButton, RetryAlert } from '../../components/ui/query-controls';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { SessionCard } from './session-card';
import { type SessionsWhen, useMySessions } from './sessions-api';

/**
 * /sessions: my court sessions (booked by me, or with me in them), upcoming soonest first or past
 * newest first (the choice kept in the address, `?when=past`), 20 at a time with "Cargar más".
 */
export function MySessionsPage() {
  const { t } = useTranslation('sessions');
  const [params] = useSearchParams();
  const when: SessionsWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const sessions = useMySessions(when);

  let body: ReactNode;
  if (sessions.isPending) body = <Spinner label={t('list.loading')} className="py-6" />;
  else if (sessions.isError)
    body = <RetryAlert title={t('list.failed')} retryLabel={t('retry')} onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.length === 0) body = <p className="py-4 text-muted">{t(`list.empty.${when}`)}</p>;
  else
    body = (
      <>
        <ul className="grid gap-4 md:grid-cols-2">
          {sessions.data.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} />
            </li>
          ))}
        </ul>
        <LoadMoreButton list={sessions} label={t('list.more')} loadingLabel={t('list.loading')} />
      </>
    );

  return (
    <>
      <PageHeader eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')}>
        <Link to="/sessions/new" className={buttonClasses('primary', 'lg', 'mt-6')}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t('list.book')}
        </Link>
      </PageHeader>
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-8">
        <nav aria-label={t('list.when')} className="flex flex-wrap gap-2">
          {(['upcoming', 'past'] as const).map((shown) => (
            <Link
              key={shown}
              to={shown === 'past' ? '?when=past' : '?'}
              replace
              aria-current={shown === when ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-12 items-center rounded-full px-5 font-semibold ring-1 transition-colors',
                shown === when
                  ? 'bg-court-800 text-white ring-court-800'
                  : 'bg-white text-court-800 ring-court-200 hover:bg-court-50',
              )}
            >
              {t(`list.${shown}`)}
            </Link>
          ))}
        </nav>
        <section aria-label={t(when === 'past' ? 'list.past' : 'list.upcoming')} className="grid gap-4">
          {body}
        </section>
      </div>
    </>
  );
}
