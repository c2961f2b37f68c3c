import type { CourtSession, SessionStatus } from '@marcador/contracts';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';
import { numericDate } from './venue-calendar';

const STATUS_TONES: Record<SessionStatus, BadgeTone> = {
  scheduled: 'court',
  in_play: 'ball',
  finished: 'neutral',
  cancelled: 'danger',
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('account');
  return <Badge tone={STATUS_TONES[status]}>{t(`courtAdmin.status.${status}`)}</Badge>;
}

/**
 * One session in a list: its times (a link to its page, named by court and times), the players and
 * its state. `withDate` for lists spanning days, `withCourt` for lists not grouped by court.
 */
export function SessionSummary({
  session,
  withDate = false,
  withCourt = false,
}: {
  session: CourtSession;
  withDate?: boolean;
  withCourt?: boolean;
}) {
  const { t, i18n } = useTranslation('account');
  const times = t('courtAdmin.common.timeRange', { start: session.localStart, end: session.localEnd });
  const when = withDate ? `${numericDate(session.localDate, i18n.language)} · ${times}` : times;
  const players = session.players.map((player) => player.name).join(', ');
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <Link
        to={`/court-admin/sessions/${encodeURIComponent(session.id)}`}
        className="inline-flex min-h-11 items-center font-semibold text-court-800 underline underline-offset-4 hover:text-court-600"
        aria-label={t('courtAdmin.common.sessionLink', { court: session.court.name, when })}
      >
        <span className="tabular-nums">{when}</span>
      </Link>
      {withCourt ? (
        <span className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">{session.court.name}</span>
      ) : null}
      <SessionStatusBadge status={session.status} />
      <p className="w-full min-w-0 text-sm text-muted [overflow-wrap:anywhere]">
        {players || t('courtAdmin.common.noPlayers')}
      </p>
    </div>
  );
}
