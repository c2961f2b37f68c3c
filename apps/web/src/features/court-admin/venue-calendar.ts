import { wallClockAt } from '@marcador/domain';

/*
 * Dates of the venue's calendar (`YYYY-MM-DD`, its own wall clock) as people read them. They are
 * formatted as UTC calendar days: the browser's time zone must never move a venue's day.
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` as a Date at its UTC midnight (null when it is not one). */
function utcDay(date: string): Date | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? null : day;
}

function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const day = utcDay(date);
  return day ? new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(day) : date;
}

/** "28/11/2026" in Spanish ("11/28/2026" in English): the date inside sentences. */
export function numericDate(date: string, language: string): string {
  return formatDay(date, language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** "viernes, 28 de noviembre de 2026": a day's heading. */
export function longDate(date: string, language: string): string {
  return formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** "vie 28": a day of the week's occupancy table. */
export function shortDay(date: string, language: string): string {
  return formatDay(date, language, { weekday: 'short', day: 'numeric' });
}

/** The venue's date now, in its time zone. */
export function venueToday(timeZone: string, now: Date): string {
  return wallClockAt(now, timeZone).date;
}

/** Whether `date` is a real `YYYY-MM-DD` day (a date field may hold an incomplete value). */
export function isLocalDate(date: string): boolean {
  const day = utcDay(date);
  return day !== null && day.toISOString().slice(0, 10) === date;
}

/**
 * Booked minutes as a whole percentage of the open court-minutes (null when nothing was open, so no
 * "0 %" for a closed day). Never above 100: a session booked before the hours shrank still counts once.
 */
export function occupancyPercent(bookedMinutes: number, openMinutes: number): number | null {
  if (openMinutes <= 0) return null;
  return Math.min(100, Math.round((bookedMinutes / openMinutes) * 100));
}
