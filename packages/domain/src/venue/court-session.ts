/**
 * A court session's rules (decision 048): a court booked for [start, end) at a venue,
 * entered in the venue's wall clock. Pure: the clock (`now`) and the venue's zone and hours are
 * arguments, so the server and the booking forms apply the same rules.
 */
import { type OpeningHours, withinOpeningHours } from './opening-hours';
import { instantAt, minutesOfDay, timeOfMinutes } from './venue-time';

/** Where a session stands, as stored. */
export type CourtSessionStatus = 'scheduled' | 'in_play' | 'finished' | 'cancelled';

/** A session's length in minutes: at least a quarter of an hour, at most a day's opening. */
export const SESSION_MINUTES_RANGE = { min: 15, max: 480 } as const;

/** A session may be started (a match opened from it) from this many minutes before it begins. */
export const SESSION_START_LEAD_MINUTES = 30;

const MINUTE_MS = 60_000;

/** Why a session's time is refused; each is the API's 400 code of the same name. */
export type SessionTimeIssue =
  | 'session_ends_before_start'
  | 'session_minutes_out_of_range'
  | 'session_in_past'
  | 'outside_opening_hours';

/** A session's time as people enter it: the venue's date and start, and its length. */
export interface SessionTime {
  /** `YYYY-MM-DD` on the venue's wall clock. */
  readonly date: string;
  /** `HH:MM` on the venue's wall clock. */
  readonly time: string;
  readonly minutes: number;
}

/** What a session's time is checked against. */
export interface SessionTimeContext {
  /** The venue's IANA time zone. */
  readonly timeZone: string;
  readonly openingHours: OpeningHours;
  readonly now: Date;
}

/** The instants a session's wall-clock time covers: [startsAt, endsAt). */
export function sessionInstants(slot: SessionTime, timeZone: string): { startsAt: Date; endsAt: Date } {
  const startsAt = instantAt(slot.date, slot.time, timeZone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + slot.minutes * MINUTE_MS) };
}

/**
 * The local end time of a session that starts at `time` and lasts `minutes`, as the opening hours
 * read it: past midnight it reads beyond 24:00 (`25:00`), which no day's hours reach.
 */
export function sessionEndTime(time: string, minutes: number): string {
  return timeOfMinutes(minutesOfDay(time) + minutes);
}

/** Minutes from a start to an end time of one day (a form that asks for both); not positive when the end is not after. */
export function minutesBetween(start: string, end: string): number {
  return minutesOfDay(end) - minutesOfDay(start);
}

/**
 * The first problem of a session's time, or null when it may be booked: a length that is not
 * positive (end before start), outside SESSION_MINUTES_RANGE, a start before `now`, or not inside
 * the day's opening hours (closed days refuse everything; a session may end exactly at closing).
 */
export function sessionTimeIssue(slot: SessionTime, context: SessionTimeContext): SessionTimeIssue | null {
  if (!Number.isInteger(slot.minutes) || slot.minutes <= 0) return 'session_ends_before_start';
  if (slot.minutes < SESSION_MINUTES_RANGE.min || slot.minutes > SESSION_MINUTES_RANGE.max) {
    return 'session_minutes_out_of_range';
  }
  if (sessionInstants(slot, context.timeZone).startsAt.getTime() < context.now.getTime()) return 'session_in_past';
  const end = sessionEndTime(slot.time, slot.minutes);
  if (!withinOpeningHours(context.openingHours, slot.date, slot.time, end)) return 'outside_opening_hours';
  return null;
}

/** A session as its timing rules read it. */
export interface SessionTiming {
  readonly status: CourtSessionStatus;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/**
 * The status people read at `now`: a session still scheduled or in play once its end has passed is
 * finished (nobody has to close it by hand).
 */
export function sessionStatusAt(session: SessionTiming, now: Date): CourtSessionStatus {
  const open = session.status === 'scheduled' || session.status === 'in_play';
  return open && session.endsAt.getTime() <= now.getTime() ? 'finished' : session.status;
}

/** True when the session is over or called off at `now`: it takes no more changes and cannot start. */
export function sessionClosed(session: SessionTiming, now: Date): boolean {
  const status = sessionStatusAt(session, now);
  return status === 'cancelled' || status === 'finished';
}

/** True once the session's start has passed: its court and times are history, only notes and players change. */
export function sessionBegun(session: Pick<SessionTiming, 'startsAt'>, now: Date): boolean {
  return session.startsAt.getTime() <= now.getTime();
}

/**
 * True when a match may be started from the session at `now`: from SESSION_START_LEAD_MINUTES before
 * its start until its end, unless it is cancelled or finished (starting one in play again is allowed:
 * a second device, or the set-up opened again).
 */
export function sessionStartable(session: SessionTiming, now: Date): boolean {
  if (sessionClosed(session, now)) return false;
  return session.startsAt.getTime() - SESSION_START_LEAD_MINUTES * MINUTE_MS <= now.getTime();
}

/**
 * Whole minutes from `now` to the session's end, rounded up and at least 1: the match timer of a
 * match started from the session counts these down.
 */
export function sessionMinutesLeft(session: Pick<SessionTiming, 'endsAt'>, now: Date): number {
  return Math.max(1, Math.ceil((session.endsAt.getTime() - now.getTime()) / MINUTE_MS));
}
