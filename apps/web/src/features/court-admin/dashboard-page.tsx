import type { DashboardResponse } from '@marcador/contracts';
import { hoursOn } from '@marcador/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/query-controls';
import { LoadingScreen } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { AreaFrame, AreaSection } from './area-frame';
import { courtAdminApi, courtAdminKeys } from './court-admin-api';
import { NoCourtsYet } from './no-courts-yet';
import { SessionSummary } from './session-summary';
import { daySpan, timelineBlock } from './timeline';
import { longDate, occupancyPercent, shortDay } from './venue-calendar';

/** /court-admin: the venue's today at a glance, the next sessions and the week's occupancy. */
export function DashboardPage({ venueId }: { venueId: string }) {
  const { t, i18n } = useTranslation('account');
  const dashboard = useQuery({
    queryKey: courtAdminKeys.dashboard(venueId),
    queryFn: ({ signal }) => courtAdminApi.dashboard(venueId, signal),
  });
  if (dashboard.isPending) return <LoadingScreen label={t('courtAdmin.common.loading')} />;
  const data = dashboard.data;
  return (
    <AreaFrame
      title={t('courtAdmin.dashboard.title')}
      lead={data ? `${data.venue.name} · ${longDate(data.date, i18n.language)}` : undefined}
      actions={
        <>
          <Link to="/court-admin/sessions/new" className={buttonClasses('primary', 'lg')}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('courtAdmin.dashboard.newSession')}
          </Link>
          <Link to="/add-court" className={buttonClasses('onDark', 'lg')}>
            <LayoutGrid aria-hidden="true" className="size-5" />
            {t('courtAdmin.dashboard.courts')}
          </Link>
        </>
      }
    >
      {data ? (
        <>
          <Today data={data} />
          <Upcoming data={data} />
          <WeekOccupancy data={data} />
        </>
      ) : (
        <RetryAlert
          title={t('courtAdmin.dashboard.loadFailed')}
          retryLabel={t('courtAdmin.common.retry')}
          onRetry={() => void dashboard.refetch()}
        />
      )}
    </AreaFrame>
  );
}

/**
 * Each court with today's sessions: from 768 px a bar of the day's hours with the sessions drawn on it
 * (a picture of the list under it, so hidden from screen readers); the list itself on every screen.
 */
function Today({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('account');
  const hours = hoursOn(data.venue.openingHours, data.date);
  const span = daySpan(
    hours,
    data.courts.flatMap((court) => court.sessions),
  );
  return (
    <AreaSection id="today-title" title={t('courtAdmin.dashboard.today')}>
      {data.courts.length === 0 ? (
        <NoCourtsYet />
      ) : (
        <ul className="grid gap-4">
          {data.courts.map((court) => (
            <li key={court.id} className="min-w-0 rounded-2xl p-4 ring-1 ring-court-900/10">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 font-display text-lg font-bold text-court-900 [overflow-wrap:anywhere]">
                  {court.name}
                </h3>
                {court.liveNow ? <Badge tone="ball">{t('courtAdmin.dashboard.live')}</Badge> : null}
                {court.isActive ? null : <Badge tone="neutral">{t('courtAdmin.courts.inactive')}</Badge>}
              </div>
              {court.sessions.length > 0 ? (
                <div aria-hidden="true" className="relative mt-3 hidden h-8 rounded-full bg-court-50 md:block">
                  {court.sessions.map((session) => {
                    const block = timelineBlock(session.localStart, session.minutes, span);
                    return (
                      <div
                        key={session.id}
                        className={
                          session.status === 'cancelled'
                            ? 'absolute inset-y-1 rounded-full bg-slate-300'
                            : 'absolute inset-y-1 rounded-full bg-court-600'
                        }
                        style={{ left: `${block.left}%`, width: `${block.width}%` }}
                      />
                    );
                  })}
                </div>
              ) : null}
              {court.sessions.length > 0 ? (
                <ul className="mt-3 grid gap-2">
                  {court.sessions.map((session) => (
                    <li key={session.id}>
                      <SessionSummary session={session} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-muted">{t('courtAdmin.dashboard.freeAllDay')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </AreaSection>
  );
}

function Upcoming({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('account');
  return (
    <AreaSection id="upcoming-title" title={t('courtAdmin.dashboard.upcoming')}>
      {data.upcoming.length === 0 ? (
        <p className="text-muted">{t('courtAdmin.dashboard.noUpcoming')}</p>
      ) : (
        <ul className="grid gap-3">
          {data.upcoming.map((session) => (
            <li key={session.id}>
              <SessionSummary session={session} withDate withCourt />
            </li>
          ))}
        </ul>
      )}
    </AreaSection>
  );
}

/** The week's occupancy as a table: booked and open court-hours per day, the percentage, the total. */
function WeekOccupancy({ data }: { data: DashboardResponse }) {
  const { t, i18n } = useTranslation('account');
  const hours = (minutes: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(minutes / 60);
  const percent = (booked: number, open: number) => {
    const value = occupancyPercent(booked, open);
    return value === null ? t('courtAdmin.dashboard.closed') : `${value} %`;
  };
  // Four columns in 288 px on a 360 px phone: fixed widths, tight padding, headers that wrap.
  const cell = 'px-1 py-2 text-right tabular-nums sm:px-2';
  return (
    <AreaSection id="week-title" title={t('courtAdmin.dashboard.week')}>
      <table className="w-full table-fixed text-sm sm:text-base">
        <caption className="sr-only">{t('courtAdmin.dashboard.weekCaption')}</caption>
        <thead>
          {/* Headers in smaller type on a phone, where four columns share 288 px. */}
          <tr className="border-b border-court-100 text-left text-xs text-court-900 sm:text-base">
            <th scope="col" className="w-[22%] px-1 py-2 sm:px-2">
              {t('courtAdmin.dashboard.day')}
            </th>
            <th scope="col" className={cell}>
              {t('courtAdmin.dashboard.booked')}
            </th>
            <th scope="col" className={cell}>
              {t('courtAdmin.dashboard.open')}
            </th>
            <th scope="col" className={cell}>
              {t('courtAdmin.dashboard.occupancy')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.week.days.map((day) => (
            <tr key={day.date} className="border-b border-court-50">
              <th scope="row" className="px-1 py-2 text-left font-medium capitalize sm:px-2">
                {shortDay(day.date, i18n.language)}
              </th>
              <td className={cell}>{hours(day.bookedMinutes)}</td>
              <td className={cell}>{hours(day.openMinutes)}</td>
              <td className={`${cell} font-semibold`}>{percent(day.bookedMinutes, day.openMinutes)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold text-court-900">
            <th scope="row" className="px-1 py-2 text-left sm:px-2">
              {t('courtAdmin.dashboard.total')}
            </th>
            <td className={cell}>{hours(data.week.bookedMinutes)}</td>
            <td className={cell}>{hours(data.week.openMinutes)}</td>
            <td className={cell}>{percent(data.week.bookedMinutes, data.week.openMinutes)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-sm text-muted">{t('courtAdmin.dashboard.hoursNote')}</p>
    </AreaSection>
  );
}
