import type { Court, CourtSession } from '@marcador/contracts';
import { addDays } from '@marcador/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { AreaFrame, AreaSection } from './area-frame';
import { courtAdminApi, courtAdminKeys } from './court-admin-api';
import { useCourts, useVenueSettings } from './court-admin-queries';
import { NoCourtsYet } from './no-courts-yet';
import { SessionSummary } from './session-summary';
import { isLocalDate, longDate, venueToday } from './venue-calendar';

/** The day's sessions grouped by court, in court order; inactive courts only when they have some. */
export function sessionsByCourt(courts: readonly Court[], sessions: readonly CourtSession[]) {
  return courts
    .map((court) => ({
      court,
      sessions: sessions
        .filter((session) => session.court.id === court.id)
        .sort((a, b) => a.localStart.localeCompare(b.localStart)),
    }))
    .filter((group) => group.court.isActive || group.sessions.length > 0);
}

/**
 * /court-admin/sessions?date=YYYY-MM-DD: one day of the venue (its today by default), sessions by
 * court and time; the previous and next day, any day by the date field.
 */
export function SessionsPage({ venueId }: { venueId: string }) {
  const { t, i18n } = useTranslation('account');
  const settings = useVenueSettings(venueId);
  const courts = useCourts(venueId);
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const timeZone = settings.data?.venue.timeZone;
  const date = isLocalDate(asked) ? asked : timeZone ? venueToday(timeZone, new Date()) : '';
  const sessions = useQuery({
    queryKey: courtAdminKeys.sessions(venueId, date, date),
    queryFn: ({ signal }) => courtAdminApi.sessions(venueId, date, date, signal),
    enabled: date !== '',
  });
  if (settings.isPending || courts.isPending || (date && sessions.isPending)) {
    return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  }
  const failed = settings.isError || courts.isError || sessions.isError;
  const dayLink = (days: number) => `/court-admin/sessions?date=${addDays(date, days)}`;
  return (
    <AreaFrame
      title={t('courtAdmin.sessions.title')}
      lead={date ? longDate(date, i18n.language) : undefined}
      actions={
        <Link to={`/court-admin/sessions/new?date=${date}`} className={buttonClasses('primary', 'lg')}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t('courtAdmin.sessions.new')}
        </Link>
      }
    >
      <nav aria-label={t('courtAdmin.sessions.dayNav')} className="flex flex-wrap items-end gap-3">
        <Link to={dayLink(-1)} className={buttonClasses('secondary')}>
          {t('courtAdmin.sessions.previousDay')}
        </Link>
        <TextField
          type="date"
          label={t('courtAdmin.sessions.date')}
          value={date}
          className="min-w-0"
          onChange={(event) => {
            if (isLocalDate(event.target.value)) setParams({ date: event.target.value });
          }}
        />
        <Link to={dayLink(1)} className={buttonClasses('secondary')}>
          {t('courtAdmin.sessions.nextDay')}
        </Link>
      </nav>
      {failed ? (
        <RetryAlert
          title={t('courtAdmin.sessions.loadFailed')}
          retryLabel={t('courtAdmin.common.retry')}
          onRetry={() => {
            void settings.refetch();
            void courts.refetch();
            void sessions.refetch();
          }}
        />
      ) : (
        <DayByCourt courts={courts.data?.courts ?? []} sessions={sessions.data?.sessions ?? []} />
      )}
    </AreaFrame>
  );
}

function DayByCourt({ courts, sessions }: { courts: readonly Court[]; sessions: readonly CourtSession[] }) {
  const { t } = useTranslation('account');
  const groups = sessionsByCourt(courts, sessions);
  if (groups.length === 0) {
    return <NoCourtsYet />;
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.map(({ court, sessions: courtSessions }) => (
        <AreaSection key={court.id} id={`court-${court.id}`} title={court.name}>
          {courtSessions.length === 0 ? (
            <p className="text-muted">{t('courtAdmin.sessions.noneOnCourt')}</p>
          ) : (
            <ul className="grid gap-3">
              {courtSessions.map((session) => (
                <li key={session.id}>
                  <SessionSummary session={session} />
                </li>
              ))}
            </ul>
          )}
        </AreaSection>
      ))}
    </div>
  );
}
