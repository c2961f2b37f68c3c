import type { VenueApplication } from '@marcador/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { userEvents } from '../../lib/realtime/event-stream';
import { refreshSession, useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { myApplicationKey, useMyApplication } from './venue-applications-api';

/**
 * Events after which the application may have been decided: a decision always writes the applicant a
 * notification (decision 047), and a (re)connection of the stream may have missed one.
 */
const STALE_AFTER = ['notifications', 'open', 'resync'] as const;

/** Reads the application again when the tab's event stream says it may have changed (no polling). */
function useLiveApplication(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const events = userEvents();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: myApplicationKey });
    const stops = STALE_AFTER.map((name) => events.subscribe(name, refresh));
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}

/**
 * /court-admin/pending: the applicant's waiting page. Pending: what was sent and that a master admin
 * reviews it; rejected: the reason and a way to apply again; approved: on to /court-admin, once the
 * session knows the new role (the route guard reads it).
 */
export function PendingPage() {
  const { t } = useTranslation('account');
  const mine = useMyApplication();
  useLiveApplication();
  if (mine.isPending) return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  const application = mine.data?.application ?? null;
  if (application?.status === 'approved') return <ToCourtAdmin />;
  return (
    <>
      <PageHeader eyebrow={t('courtAdmin.common.eyebrow')} title={t('courtAdmin.pending.title')} />
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-8">
        {mine.isError ? (
          <RetryAlert
            title={t('courtAdmin.pending.loadFailed')}
            retryLabel={t('courtAdmin.pending.retry')}
            onRetry={() => void mine.refetch()}
          />
        ) : application ? (
          <ApplicationState application={application} />
        ) : (
          <NoApplication />
        )}
      </div>
    </>
  );
}

/** The role arrives with a fresh session read; until then the guard of /court-admin would refuse. */
function ToCourtAdmin() {
  const { t } = useTranslation('account');
  const session = useSession();
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => {
    void refreshSession().finally(() => setRefreshed(true));
  }, []);
  if (refreshed && session.data?.isCourtAdmin) return <Navigate to="/court-admin" replace />;
  return <LoadingScreen label={t('courtAdmin.pending.approved')} />;
}

function NoApplication() {
  const { t } = useTranslation('account');
  return (
    <section className="rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8">
      <p className="text-lg text-court-900">{t('courtAdmin.pending.none')}</p>
      <Link to="/court-admin/register" className={buttonClasses('court', 'lg', 'mt-5')}>
        {t('courtAdmin.pending.apply')}
      </Link>
    </section>
  );
}

function ApplicationState({ application }: { application: VenueApplication }) {
  const { t, i18n } = useTranslation('account');
  const sent = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(application.createdAt),
  );
  return (
    <>
      {application.status === 'rejected' ? (
        <Alert tone="error" live={false} title={t('courtAdmin.pending.rejected')}>
          <p className="[overflow-wrap:anywhere]">
            {t('courtAdmin.pending.reason', { reason: application.rejectionReason })}
          </p>
          <Link to="/court-admin/register" className={buttonClasses('court', 'md', 'mt-4')}>
            {t('courtAdmin.pending.applyAgain')}
          </Link>
        </Alert>
      ) : (
        <Alert tone="info" live={false} title={t('courtAdmin.pending.waiting')}>
          <p>{t('courtAdmin.pending.waitingBody')}</p>
        </Alert>
      )}
      <section
        aria-labelledby="application-title"
        className="rounded-[28px] bg-white p-6 shadow-card ring-1 ring-court-900/8"
      >
        <h2 id="application-title" className="font-display text-xl font-bold text-court-900 [overflow-wrap:anywhere]">
          {application.name}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('courtAdmin.pending.sentOn', { date: sent })}</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <Fact label={t('courtAdmin.register.fields.address')} value={`${application.address}, ${application.city}`} />
          <Fact label={t('courtAdmin.register.fields.country')} value={application.country} />
          <Fact label={t('courtAdmin.register.fields.timeZone')} value={application.timeZone.replaceAll('_', ' ')} />
          <Fact label={t('courtAdmin.register.fields.phone')} value={application.phone} />
          <Fact label={t('courtAdmin.register.fields.courts')} value={String(application.courts)} />
          {application.note ? (
            <Fact label={t('courtAdmin.register.fields.note')} value={application.note} wide />
          ) : null}
        </dl>
      </section>
    </>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-court-900">{label}</dt>
      <dd className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
