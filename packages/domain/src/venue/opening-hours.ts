/**
 * A venue's opening hours (decision 048): seven days, Monday first, each `{ opens, closes }` in the
 * venue's wall clock (`HH:MM`, closing up to 24:00) or null when closed. Sessions are booked inside
 * one day's hours; the API's `openingHoursSchema` and the settings form check with these rules.
 */
import { minutesOfDay, weekdayOf } from './venue-time';

export interface DayHours {
  readonly opens: string;
  readonly closes: string;
}
/** Seven entries, Monday first; null is closed that day. */
export type OpeningHours = readonly (DayHours | null)[];

export const DAYS_PER_WEEK = 7;
const OPENS_SHAPE = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSES_SHAPE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** What the migration gives every venue: every day 07:00 to 23:00. */
export const DEFAULT_OPENING_HOURS: OpeningHours = Array.from({ length: DAYS_PER_WEEK }, () => ({
  opens: '07:00',
  closes: '23:00',
}));

/** What is wrong with one day's hours, or null when they hold. */
export type DayHoursProblem = 'invalid_time' | 'closes_before_opens';

export function dayHoursProblem(day: DayHours): DayHoursProblem | null {
  if (!OPENS_SHAPE.test(day.opens) || !CLOSES_SHAPE.test(day.closes)) return 'invalid_time';
  return minutesOfDay(day.closes) > minutesOfDay(day.opens) ? null : 'closes_before_opens';
}

/** Whether `hours` is a week of valid hours: seven days, each closed or closing after it opens. */
export function isValidOpeningHours(hours: OpeningHours): boolean {
  return hours.length === DAYS_PER_WEEK && hours.every((day) => day === null || dayHoursProblem(day) === null);
}

/** The hours of the venue on a local date (`YYYY-MM-DD`), null when closed that day. */
export function hoursOn(openingHours: OpeningHours, date: string): DayHours | null {
  return openingHours[weekdayOf(date)] ?? null;
}

/** Minutes the venue is open on a local date (0 when closed). */
export function openMinutesOn(openingHours: OpeningHours, date: string): number {
  const day = hoursOn(openingHours, date);
  return day ? minutesOfDay(day.closes) - minutesOfDay(day.opens) : 0;
}

/**
 * Whether [start, end) on `date` lies inside that day's hours. `end` may read past 24:00 (a start
 * plus its minutes, as `timeOfMinutes` writes it), which no day's hours hold: a session never runs
 * over midnight.
 */
export function withinOpeningHours(openingHours: OpeningHours, date: string, start: string, end: string): boolean {
  const day = hoursOn(openingHours, date);
  if (!day) return false;
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  return to > from && from >= minutesOfDay(day.opens) && to <= minutesOfDay(day.closes);
}
