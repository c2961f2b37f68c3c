import type { CourtSession } from '@marcador/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { sessionDay } from './session-day';
import { SessionStatusBadge } from './session-status-badge';

const WRAP = '[overflow-wrap:anywhere]';

/** Who plays, by name ("Ana, Marta y Luis"), in the reader's language. */
export function playerNames(session: CourtSession, language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(session.players.map((player) => player.name));
}

/**
 * One of my sessions in a list: club and court (the link to it), the venue's day and times, who
 * plays, and its status. Times are the API's local fields: the venue's clock, never the browser's.
 */
export function SessionCard({ session }: { session: CourtSession }) {
  const { t, i18n } = useTranslation('sessions');
  return (
    <article className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-card ring-1 ring-court-900/8">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className={`min-w-0 font-display text-lg font-extrabold text-court-900 ${WRAP}`}>
          <Link
            to={`/sessions/${session.id}`}
            className="inline-flex min-h-11 items-center rounded underline-offset-2 hover:underline"
          >
            {t('card.title', { club: session.venue.name, court: session.court.name })}
          </Link>
        </h3>
        <SessionStatusBadge status={session.status} />
      </div>
      <p className="font-semibold text-court-900">
        {t('card.when', {
          day: sessionDay(session.localDate, i18n.language),
          start: session.localStart,
          end: session.localEnd,
        })}
      </p>
      {session.venue.address ? <p className={`text-sm text-muted ${WRAP}`}>{session.venue.address}</p> : null}
      {session.players.length ? (
        <p className={`text-sm text-muted ${WRAP}`}>
          {t('card.players')}: {playerNames(session, i18n.language)}
        </p>
      ) : null}
    </article>
  );
}
