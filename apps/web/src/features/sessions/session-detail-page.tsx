import type { CourtSession } from '@marcador/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CirclePlay } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { openSetupForSession } from '../../lib/match/session-hand-over';
import { useTranslation } from '../../lib/use-translation';
import { playerNames } from './session-card';
import { sessionDay } from './session-day';
import { sessionErrorMessage } from './session-errors';
import { SessionStatusBadge } from './session-status-badge';
import { sessionKeys, sessionsApi } from './sessions-api';

const WRAP = '[overflow-wrap:anywhere]';

/** The cancel question's dialog, its code loaded after the page (decision 024). */
const ConfirmDialog = lazyDialog(() =>
  import('../../components/ui/confirm-change-dialog').then((m) => m.ConfirmChangeDialog),
);

/** One fact of the session: its name and its value, as a description list's pair. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className={`text-court-900 ${WRAP}`}>{children}</dd>
    </div>
  );
}

/**
 * /sessions/{id}: a session's club, court, day and times (the venue's clock), players and notes.
 * "Empezar partido" while it may start (the server says so): the session goes in play and /setup
 * opens with its club, court, address and minutes left, so the match timer counts the session down.
 * Its booker may change it or cancel it (after a question in a dialog).
 */
export function SessionDetail({ session }: { session: CourtSession }) {
  const { t, i18n } = useTranslation('sessions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const start = useMutation({
    mutationFn: () => sessionsApi.start(session.id),
    onSuccess: ({ club }) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      openSetupForSession(club, navigate);
    },
  });
  const cancel = useMutation({
    mutationFn: () => sessionsApi.update(session.id, { status: 'cancelled' }),
    onSuccess: ({ session: cancelled }) => {
      queryClient.setQueryData(sessionKeys.one(cancelled.id), cancelled);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
  const failed = start.error ?? cancel.error;
  const failure = failed ? sessionErrorMessage(failed) : null;
  const changeable = session.status === 'scheduled';

  return (
    <>
      <PageHeader
        eyebrow={t('detail.eyebrow')}
        title={<span className={WRAP}>{t('card.title', { club: session.venue.name, court: session.court.name })}</span>}
        lead={t('card.when', {
          day: sessionDay(session.localDate, i18n.language),
          start: session.localStart,
          end: session.localEnd,
        })}
      />
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-8">
        <Card className="grid gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-display text-lg font-extrabold text-court-900">{t('detail.title')}</h2>
            <SessionStatusBadge status={session.status} />
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact term={t('detail.club')}>{session.venue.name}</Fact>
            <Fact term={t('detail.court')}>{session.court.name}</Fact>
            <Fact term={t('detail.day')}>{sessionDay(session.localDate, i18n.language)}</Fact>
            <Fact term={t('detail.time')}>
              {t('detail.times', { start: session.localStart, end: session.localEnd, minutes: session.minutes })}
            </Fact>
            {session.venue.address ? <Fact term={t('detail.address')}>{session.venue.address}</Fact> : null}
            <Fact term={t('detail.players')}>
              {session.players.length ? playerNames(session, i18n.language) : t('detail.noPlayers')}
            </Fact>
            {session.notes ? <Fact term={t('detail.notes')}>{session.notes}</Fact> : null}
          </dl>
          <p className="text-sm text-muted">{t('detail.zone', { zone: session.venue.timeZone })}</p>
        </Card>
        {failure ? <Alert tone="error" title={t(failure.key, failure.values)} /> : null}
        {cancel.isSuccess ? <Alert tone="success" title={t('detail.cancelled')} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <Link to="/sessions" className={buttonClasses('secondary', 'lg')}>
            {t('detail.back')}
          </Link>
          {session.canEdit && changeable ? (
            <>
              <Button variant="secondary" size="lg" onClick={() => setAsking(true)} disabled={cancel.isPending}>
                {t('detail.cancel')}
              </Button>
              <Link to={`/sessions/${session.id}/edit`} className={buttonClasses('secondary', 'lg')}>
                {t('detail.edit')}
              </Link>
            </>
          ) : null}
          {session.canStart ? (
            <Button size="lg" onClick={() => start.mutate()} disabled={start.isPending}>
              <CirclePlay aria-hidden="true" className="size-5" />
              {start.isPending ? t('detail.starting') : t('detail.start')}
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('detail.cancelConfirm.title')}
        body={t('detail.cancelConfirm.body', {
          court: session.court.name,
          day: sessionDay(session.localDate, i18n.language),
          start: session.localStart,
        })}
        confirmLabel={t('detail.cancelConfirm.confirm')}
        keepLabel={t('detail.cancelConfirm.keep')}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
