/**
 * A venue's wall clock (decision 048): sessions are entered and shown in the venue's IANA time zone,
 * whatever the browser's or the server's. Dates are `YYYY-MM-DD`, times `HH:MM`, weekdays 0 = Monday.
 * Built on Intl alone (the runtime's time zone data), so browser and server agree without a library.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The venue's wall clock at one instant. */
export interface WallClock {
  readonly date: string;
  readonly time: string;
  /** 0 = Monday ... 6 = Sunday. */
  readonly weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock's fields at `epochMs`, as numbers (month 1-12). */
function wallFields(epochMs: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at `epochMs` (Madrid in summer: 120). */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const f = wallFields(epochMs, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / MINUTE_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

function parseDate(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/** Minutes since midnight of `HH:MM` (24:00 is 1,440). */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `HH:MM` of minutes since midnight (1,440 reads 24:00). */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The weekday of a date, 0 = Monday. */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseDate(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `date` falls in. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** The venue's wall clock at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const f = wallFields(instant.getTime(), timeZone);
  const date = `${String(f.year).padStart(4, '0')}-${pad(f.month)}-${pad(f.day)}`;
  return { date, time: `${pad(f.hour)}:${pad(f.minute)}`, weekday: weekdayOf(date) };
}

/**
 * The instant the venue's clock reads `date` `time`. A time the clock skips (spring forward) is
 * taken as the same distance after the jump, 02:30 as 03:30, as calendars do; a time it reads twice
 * (fall back) is the first of the two.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  const minutes = minutesOfDay(time);
  const wallAsUtc = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // The zone's offsets half a day either side cover any one transition near the wall time.
  const before = offsetMinutes(wallAsUtc - DAY_MS / 2, timeZone);
  const after = offsetMinutes(wallAsUtc + DAY_MS / 2, timeZone);
  const wanted = wallClockAt(new Date(wallAsUtc), 'UTC');
  const fits = [before, after]
    .map((offset) => wallAsUtc - offset * MINUTE_MS)
    .filter((epochMs) => {
      const wall = wallClockAt(new Date(epochMs), timeZone);
      return wall.date === wanted.date && wall.time === wanted.time;
    })
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? wallAsUtc - before * MINUTE_MS);
}
