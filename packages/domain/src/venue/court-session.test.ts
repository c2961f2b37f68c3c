import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CourtSessionStatus,
  minutesBetween,
  SESSION_MINUTES_RANGE,
  SESSION_START_LEAD_MINUTES,
  sessionBegun,
  sessionClosed,
  sessionEndTime,
  sessionInstants,
  sessionMinutesLeft,
  sessionStartable,
  sessionStatusAt,
  sessionTimeIssue,
} from './court-session';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from './opening-hours';
import { instantAt } from './venue-time';

const MADRID = 'Europe/Madrid';
/** Friday 27 November 2026, 10:00 in Madrid. */
const NOW = instantAt('2026-11-27', '10:00', MADRID);
/** Weekdays 08:00-22:00, Saturday 09:00 to midnight, closed on Sunday. */
const HOURS: OpeningHours = [
  ...Array.from({ length: 5 }, () => ({ opens: '08:00', closes: '22:00' })),
  { opens: '09:00', closes: '24:00' },
  null,
];
const context = { timeZone: MADRID, openingHours: HOURS, now: NOW };
const MINUTE_MS = 60_000;

describe('a session time', () => {
  it.each([
    ['later today, inside the hours', '2026-11-27', '18:00', 60, null],
    ['ending exactly at closing', '2026-11-27', '21:00', 60, null],
    ['starting exactly now', '2026-11-27', '10:00', 60, null],
    ['Saturday until midnight', '2026-11-28', '23:00', 60, null],
    ['a length of zero', '2026-11-27', '18:00', 0, 'session_ends_before_start'],
    [
      'a negative length (end before start)',
      '2026-11-27',
      '18:00',
      minutesBetween('18:00', '17:00'),
      'session_ends_before_start',
    ],
    ['a fractional length', '2026-11-27', '18:00', 60.5, 'session_ends_before_start'],
    ['shorter than the least', '2026-11-27', '18:00', SESSION_MINUTES_RANGE.min - 1, 'session_minutes_out_of_range'],
    ['longer than the most', '2026-11-27', '08:00', SESSION_MINUTES_RANGE.max + 1, 'session_minutes_out_of_range'],
    ['a minute ago', '2026-11-27', '09:59', 60, 'session_in_past'],
    ['yesterday', '2026-11-26', '18:00', 60, 'session_in_past'],
    ['before opening', '2026-11-30', '07:30', 60, 'outside_opening_hours'],
    ['past closing', '2026-11-27', '21:30', 60, 'outside_opening_hours'],
    ['on a closed day', '2026-11-29', '12:00', 60, 'outside_opening_hours'],
    ['over midnight', '2026-11-28', '23:30', 60, 'outside_opening_hours'],
  ])('%s', (_name, date, time, minutes, issue) => {
    expect(sessionTimeIssue({ date, time, minutes }, context)).toBe(issue);
  });

  it('covers the instants of its wall-clock start, its length apart, across a clock change', () => {
    // Madrid falls back on 25 October 2026: 01:30 to 03:30 on the wall is three hours of real time.
    const { startsAt, endsAt } = sessionInstants({ date: '2026-10-25', time: '01:30', minutes: 180 }, MADRID);
    expect(startsAt.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(endsAt.getTime() - startsAt.getTime()).toBe(180 * MINUTE_MS);
    expect(sessionEndTime('23:30', 60)).toBe('24:30');
  });

  it('accepts every length in range of a start inside the hours that ends by closing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 24 * 4 - 1 }),
        fc.integer({ min: SESSION_MINUTES_RANGE.min, max: SESSION_MINUTES_RANGE.max }),
        (dayOffset, quarter, minutes) => {
          const date = new Date(Date.UTC(2026, 10, 27 + dayOffset)).toISOString().slice(0, 10);
          const start = quarter * 15;
          const time = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
          const issue = sessionTimeIssue({ date, time, minutes }, { ...context, openingHours: DEFAULT_OPENING_HOURS });
          const inside = start >= 7 * 60 && start + minutes <= 23 * 60;
          expect(issue).toBe(inside ? null : 'outside_opening_hours');
        },
      ),
    );
  });
});

const session = (status: CourtSessionStatus, startOffsetMinutes: number, minutes = 60) => {
  const startsAt = new Date(NOW.getTime() + startOffsetMinutes * MINUTE_MS);
  return { status, startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE_MS) };
};

describe('a session over time', () => {
  it.each<[string, CourtSessionStatus, number, CourtSessionStatus, boolean, boolean]>([
    // name, stored status, start (minutes from now), read status, closed, startable
    ['scheduled in two hours', 'scheduled', 120, 'scheduled', false, false],
    ['scheduled, 31 minutes to go', 'scheduled', SESSION_START_LEAD_MINUTES + 1, 'scheduled', false, false],
    ['scheduled, 30 minutes to go', 'scheduled', SESSION_START_LEAD_MINUTES, 'scheduled', false, true],
    ['scheduled, under way', 'scheduled', -30, 'scheduled', false, true],
    ['in play, under way', 'in_play', -30, 'in_play', false, true],
    ['scheduled, ended', 'scheduled', -60, 'finished', true, false],
    ['in play, ended', 'in_play', -90, 'finished', true, false],
    ['cancelled, ahead', 'cancelled', 10, 'cancelled', true, false],
    ['finished early by the club', 'finished', -10, 'finished', true, false],
  ])('%s', (_name, status, offset, read, closed, startable) => {
    const it = session(status, offset);
    expect(sessionStatusAt(it, NOW)).toBe(read);
    expect(sessionClosed(it, NOW)).toBe(closed);
    expect(sessionStartable(it, NOW)).toBe(startable);
    expect(sessionBegun(it, NOW)).toBe(offset <= 0);
  });

  it.each([
    ['an hour to go, 60 minutes long', 60, 60, 120],
    ['just started', 0, 60, 60],
    ['half a minute left', -59.5, 60, 1],
    ['already ended', -120, 60, 1],
  ])('minutes left: %s', (_name, offset, minutes, left) => {
    expect(sessionMinutesLeft(session('in_play', offset, minutes), NOW)).toBe(left);
  });

  it('never counts fewer than 1 minute left, nor fewer than the whole minutes remaining (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 600 }), fc.integer({ min: 15, max: 480 }), (offset, minutes) => {
        const it = session('scheduled', offset, minutes);
        const left = sessionMinutesLeft(it, NOW);
        expect(left).toBeGreaterThanOrEqual(1);
        expect(left * MINUTE_MS).toBeGreaterThanOrEqual(it.endsAt.getTime() - NOW.getTime());
        // Startable exactly from the lead time before the start until the end.
        const startable = offset <= SESSION_START_LEAD_MINUTES && offset + minutes > 0;
        expect(sessionStartable(it, NOW)).toBe(startable);
      }),
    );
  });
});
