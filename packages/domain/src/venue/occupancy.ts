/**
 * A venue's calendar read from its sessions (decision 048): the week's occupancy on the dashboard and
 * the taken slots a player books around. Sessions come as instants; days and times are the venue's
 * wall clock.
 */
import { type OpeningHours, openMinutesOn } from './opening-hours';
import { addDays, instantAt, minutesOfDay, wallClockAt } from './venue-time';

const MINUTE_MS = 60_000;

/** A session that holds its court: [startsAt, endsAt), not cancelled. */
export interface BookedSpan {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

export interface DayOccupancy {
  readonly date: string;
  /** Minutes of the sessions starting that day. */
  readonly bookedMinutes: number;
  /** Court-minutes on offer: active courts times that day's opening minutes. */
  readonly openMinutes: number;
}

export interface WeekOccupancy {
  readonly days: DayOccupancy[];
  readonly bookedMinutes: number;
  readonly openMinutes: number;
}

/**
 * Monday to Sunday from `monday`: each day's booked minutes (sessions counted on the day they start,
 * in `timeZone`) against its open court-minutes, and the week's totals.
 */
export function weekOccupancy(input: {
  monday: string;
  timeZone: string;
  openingHours: OpeningHours;
  activeCourts: number;
  sessions: readonly BookedSpan[];
}): WeekOccupancy {
  const days = Array.from({ length: 7 }, (_, i) => addDays(input.monday, i));
  // The week's eight midnights on the venue's clock: a session's day is found by its start between
  // two of them, with no wall-clock reading per session (a busy week holds over a thousand).
  const midnights = [...days, addDays(input.monday, 7)].map((date) =>
    instantAt(date, '00:00', input.timeZone).getTime(),
  );
  const booked = days.map(() => 0);
  for (const session of input.sessions) {
    const start = session.startsAt.getTime();
    const day = midnights.findIndex((midnight, i) => start >= midnight && start < (midnights[i + 1] ?? midnight));
    if (day < 0) continue;
    booked[day] = (booked[day] ?? 0) + Math.round((session.endsAt.getTime() - start) / MINUTE_MS);
  }
  const occupancy = days.map((date, i) => ({
    date,
    bookedMinutes: booked[i] ?? 0,
    openMinutes: input.activeCourts * openMinutesOn(input.openingHours, date),
  }));
  return {
    days: occupancy,
    bookedMinutes: occupancy.reduce((sum, day) => sum + day.bookedMinutes, 0),
    openMinutes: occupancy.reduce((sum, day) => sum + day.openMinutes, 0),
  };
}

/** A taken slot on one day's clock: `end` reads 24:00 when the session runs past midnight. */
export interface BusySlot {
  readonly start: string;
  readonly end: string;
}

/**
 * The part of each session that falls on `date` in `timeZone`, as local times, by start: a session
 * begun the day before starts at 00:00, one that runs past midnight ends at 24:00.
 */
export function busySlotsOn(date: string, timeZone: string, sessions: readonly BookedSpan[]): BusySlot[] {
  const slots: BusySlot[] = [];
  for (const session of sessions) {
    const start = wallClockAt(session.startsAt, timeZone);
    const end = wallClockAt(session.endsAt, timeZone);
    if (start.date > date || end.date < date || (end.date === date && end.time === '00:00')) continue;
    slots.push({
      start: start.date < date ? '00:00' : start.time,
      end: end.date > date ? '24:00' : end.time,
    });
  }
  return slots.sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
}
