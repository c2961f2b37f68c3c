import { type CourtSession, type DashboardResponse, MAX_SESSIONS_LISTED } from '@marcador/contracts';
import { addDays, mondayOf, wallClockAt, weekOccupancy } from '@marcador/domain';
import type { Db } from '../../db/database';
import type { Viewer } from '../../plugins/auth';
import { toCourt } from '../courts/court-presenter';
import { courtsRepository } from '../courts/courts.repository';
import { toCourtSession } from '../sessions/court-session-presenter';
import { courtSessionsRepository } from '../sessions/court-sessions.repository';
import type { VenueRow } from '../venues/venues.repository';
import { venueCalendarRepository } from './venue-calendar.repository';
import { dayInstants } from './venue-day';
import { toVenueSettings } from './venue-settings-presenter';

/** Sessions the dashboard lists as coming next. */
const UPCOMING_SHOWN = 10;

/**
 * Whether a session, as presented at `now`, is being played: started from the app, or scheduled and
 * begun (the presenter already reads one past its end as finished).
 */
const playedNow = (session: CourtSession, now: Date) =>
  session.status === 'in_play' || (session.status === 'scheduled' && Date.parse(session.startsAt) <= now.getTime());

/**
 * The court admin's day at a glance (decision 048), at `now` on the venue's clock: each court with
 * today's sessions and whether one is being played, the next sessions, and this week's occupancy.
 * Three reads, each bounded by the (venue, start) index.
 */
export async function venueDashboard(db: Db, venue: VenueRow, viewer: Viewer, now: Date): Promise<DashboardResponse> {
  const today = wallClockAt(now, venue.timeZone).date;
  const day = dayInstants(today, venue.timeZone);
  const monday = mondayOf(today);
  const week = {
    from: dayInstants(monday, venue.timeZone).from,
    to: dayInstants(addDays(monday, 7), venue.timeZone).from,
  };
  const sessions = courtSessionsRepository(db);
  const [courts, todays, upcoming, booked] = await Promise.all([
    courtsRepository(db).ofVenue(venue.id),
    sessions.forVenue(venue.id, day.from, day.to, MAX_SESSIONS_LISTED),
    sessions.upcomingForVenue(venue.id, now, UPCOMING_SHOWN),
    venueCalendarRepository(db).booked(venue.id, week.from, week.to),
  ]);
  const shown = todays.map((row) => toCourtSession(row, viewer, now));
  const active = courts.filter((court) => court.isActive);
  return {
    venue: toVenueSettings(venue),
    date: today,
    courts: [...active, ...courts.filter((court) => !court.isActive)].map((court) => {
      const own = shown.filter((session) => session.court.id === court.id);
      return { ...toCourt(court), sessions: own, liveNow: own.some((session) => playedNow(session, now)) };
    }),
    upcoming: upcoming.map((row) => toCourtSession(row, viewer, now)),
    week: weekOccupancy({
      monday,
      timeZone: venue.timeZone,
      openingHours: venue.openingHours,
      activeCourts: active.length,
      sessions: booked,
    }),
  };
}
