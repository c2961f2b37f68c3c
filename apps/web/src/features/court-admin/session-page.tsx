import type { CourtSession } from '@marcador/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmChangeDialog } from '../../components/ui/confirm-change-dialog';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { openSetupForSession } from '../../lib/match/session-hand-over';
import { useTranslation } from '../../lib/use-translation';
import { AreaFrame, AreaSection } from './area-frame';
import { courtAdminApi, courtAdminKeys } from './court-admin-api';
import { courtAdminErrorMessage } from './court-admin-errors';
import { useAreaChanged } from './court-admin-queries';
import { SessionStatusBadge } from './session-summary';
import { longDate } from './venue-calendar';

/** /court-admin/sessions/{id}: the session, and what may be done with it (edit, cancel, start a match). */
export function SessionPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('account');
  const session = useQuery({
    queryKey: courtAdminKeys.session(sessionId),
    queryFn: ({ signal }) => courtAdminApi.session(sessionId, signal),
  });
  if (session.isPending) return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  if (!session.data) {
    const gone = session.error instanceof ApiRequestError && session.error.status === 404;
    return (
      <AreaFrame title={t('courtAdmin.session.title')}>
        {gone ? (
          <Alert tone="error" title={t('courtAdmin.session.notFound')}>
            <Link to="/court-admin/sessions" className={buttonClasses('secondary', 'md', 'mt-3')}>
              {t('courtAdmin.session.backToList')}
            </Link>
          </Alert>
        ) : (
          <RetryAlert
            title={t('courtAdmin.session.loadFailed')}
            retryLabel={t('courtAdmin.common.retry')}
            onRetry={() => void session.refetch()}
          />
        )}
      </AreaFrame>
    );
  }
  return <SessionDetails session={session.data.session} />;
}

function SessionDetails({ session }: { session: CourtSession }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const changed = useAreaChanged();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => courtAdminApi.updateSession(session.id, { status: 'cancelled' }),
    onSuccess: () => changed(),
  });
  const start = useMutation({
    mutationFn: () => courtAdminApi.startSession(session.id),
    onSuccess: async (answer) => {
      await changed();
      openSetupForSession(answer.club, navigate);
    },
  });
  const failure = cancel.error ?? start.error;
  const message = failure ? courtAdminErrorMessage(failure, i18n.language) : null;
  const editable = session.canEdit && session.status === 'scheduled';
  const times = t('courtAdmin.common.timeRange', { start: session.localStart, end: session.localEnd });

  return (
    <AreaFrame
      title={`${session.court.name} · ${times}`}
      lead={longDate(session.localDate, i18n.language)}
      actions={
        <>
          {session.canStart ? (
            <Button variant="primary" size="lg" disabled={start.isPending} onClick={() => start.mutate()}>
              {t('courtAdmin.session.start')}
            </Button>
          ) : null}
          {editable ? (
            <Link
              to={`/court-admin/sessions/${encodeURIComponent(session.id)}/edit`}
              className={buttonClasses('onDark', 'lg')}
            >
              {t('courtAdmin.session.edit')}
            </Link>
          ) : null}
          {editable ? (
            <Button variant="onDark" size="lg" onClick={() => setConfirming(true)}>
              {t('courtAdmin.session.cancel')}
            </Button>
          ) : null}
        </>
      }
    >
      {message ? (
        <Alert tone="error">
          <span className="[overflow-wrap:anywhere]">{t(message.key, message.values)}</span>
        </Alert>
      ) : null}
      {cancel.isSuccess ? <Alert tone="success">{t('courtAdmin.session.cancelled')}</Alert> : null}
      <AreaSection id="session-details-title" title={t('courtAdmin.session.details')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t('courtAdmin.session.state')}>
            <SessionStatusBadge status={session.status} />
          </Fact>
          <Fact label={t('courtAdmin.sessionForm.court')}>{session.court.name}</Fact>
          <Fact label={t('courtAdmin.sessionForm.date')}>{longDate(session.localDate, i18n.language)}</Fact>
          <Fact label={t('courtAdmin.session.times')}>
            {t('courtAdmin.session.timesValue', { times, minutes: session.minutes })}
          </Fact>
          <Fact label={t('courtAdmin.session.playersLabel')} wide>
            {session.players.length > 0 ? (
              <ul className="grid gap-1">
                {session.players.map((player) => (
                  <li key={player.userId ?? `name:${player.name}`}>
                    {player.userId ? (
                      <Link
                        to={`/player/${encodeURIComponent(player.userId)}`}
                        className="inline-flex min-h-11 items-center font-semibold text-court-800 underline underline-offset-4"
                      >
                        {player.name}
                      </Link>
                    ) : (
                      player.name
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              t('courtAdmin.common.noPlayers')
            )}
          </Fact>
          {session.notes ? (
            <Fact label={t('courtAdmin.sessionForm.notes')} wide>
              <span className="whitespace-pre-wrap">{session.notes}</span>
            </Fact>
          ) : null}
        </dl>
      </AreaSection>
      <Link
        to={`/court-admin/sessions?date=${session.localDate}`}
        className={buttonClasses('secondary', 'md', 'justify-self-start')}
      >
        {t('courtAdmin.session.backToDay')}
      </Link>
      <ConfirmChangeDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('courtAdmin.session.cancelTitle')}
        body={t('courtAdmin.session.cancelBody', {
          court: session.court.name,
          times,
          date: longDate(session.localDate, i18n.language),
        })}
        confirmLabel={t('courtAdmin.session.cancelConfirm')}
        keepLabel={t('courtAdmin.session.cancelKeep')}
        onConfirm={() => cancel.mutate()}
      />
    </AreaFrame>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-sm font-semibold text-court-900">{label}</dt>
      <dd className="mt-1 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
