import type { DayHours } from '@marcador/domain';
import { minutesOfDay } from '@marcador/domain';

/** The span a day's timeline draws, minutes since midnight. */
export interface DaySpan {
  from: number;
  to: number;
}

/**
 * The hours a day's timeline covers: the venue's hours that day, widened to any session outside them
 * (booked before the hours changed); a closed day with no sessions shows the usual 08:00 to 22:00.
 */
export function daySpan(hours: DayHours | null, sessions: readonly { localStart: string; minutes: number }[]): DaySpan {
  const starts = sessions.map((session) => minutesOfDay(session.localStart));
  const ends = sessions.map((session) => minutesOfDay(session.localStart) + session.minutes);
  const from = Math.min(hours ? minutesOfDay(hours.opens) : 8 * 60, ...starts);
  const to = Math.max(hours ? minutesOfDay(hours.closes) : 22 * 60, ...ends);
  return { from, to: Math.min(to, 24 * 60) };
}

/** Where a session sits on the timeline, as percentages of its width (clipped to the span). */
export function timelineBlock(start: string, minutes: number, span: DaySpan): { left: number; width: number } {
  const length = Math.max(1, span.to - span.from);
  const from = Math.max(span.from, minutesOfDay(start));
  const to = Math.min(span.to, minutesOfDay(start) + minutes);
  return { left: ((from - span.from) / length) * 100, width: (Math.max(0, to - from) / length) * 100 };
}
