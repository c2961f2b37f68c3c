import type { BusySlot } from './occupancy';
import { minutesOfDay, timeOfMinutes } from './venue-time';

/** Minutes between the start times a booking offers (on the half hour, as clubs book). */
export const BOOKING_STEP_MINUTES = 30;

/**
 * The end of a slot in minutes since midnight. An end earlier than its start (a session that runs
 * past midnight) takes the rest of the day.
 */
function endOf(slot: BusySlot): number {
  const start = minutesOfDay(slot.start);
  const end = minutesOfDay(slot.end);
  return end <= start ? 24 * 60 : end;
}

/**
 * The start times (`HH:MM`) a player may book on one court and day: every `step` minutes from
 * opening, where a session of `minutes` ends by closing, overlaps none of the court's taken slots
 * ([start, end), so one may start when another ends) and starts no earlier than `notBefore` (the
 * venue's time now, when the day is today). A closed day, or a length that fits nowhere, offers none.
 */
export function freeStarts(options: {
  hours: { opens: string; closes: string } | null;
  busy: readonly BusySlot[];
  minutes: number;
  notBefore?: string;
  step?: number;
}): string[] {
  const { hours, busy, minutes, notBefore, step = BOOKING_STEP_MINUTES } = options;
  if (!hours || !Number.isInteger(minutes) || minutes <= 0 || step <= 0) return [];
  const opens = minutesOfDay(hours.opens);
  const closes = minutesOfDay(hours.closes);
  const earliest = notBefore === undefined ? opens : Math.max(opens, minutesOfDay(notBefore));
  const taken = busy.map((slot) => ({ start: minutesOfDay(slot.start), end: endOf(slot) }));
  const starts: string[] = [];
  for (let start = opens; start + minutes <= closes; start += step) {
    if (start < earliest) continue;
    const end = start + minutes;
    if (taken.some((slot) => start < slot.end && slot.start < end)) continue;
    starts.push(timeOfMinutes(start));
  }
  return starts;
}
