import { describe, expect, it } from 'vitest';
import { type BookedSpan, busySlotsOn, weekOccupancy } from './occupancy';
import type { OpeningHours } from './opening-hours';
import { instantAt } from './venue-time';

const ZONE = 'Europe/Madrid';
// Weekdays 08:00-22:00 (840 minutes), Saturday 09:00-14:00 (300), closed on Sunday.
const HOURS: OpeningHours = [
  ...Array.from({ length: 5 }, () => ({ opens: '08:00', closes: '22:00' })),
  { opens: '09:00', closes: '14:00' },
  null,
];

/** A session on the venue's clock. */
const at = (date: string, start: string, end: string, endDate = date): BookedSpan => ({
  startsAt: instantAt(date, start, ZONE),
  endsAt: instantAt(endDate, end, ZONE),
});

/** The occupancy of a week of HOURS in Madrid, three courts and the week of 23 November unless told. */
const weekOf = (sessions: readonly BookedSpan[], activeCourts = 3, monday = '2026-11-23') =>
  weekOccupancy({ monday, timeZone: ZONE, openingHours: HOURS, activeCourts, sessions });

describe('the week occupancy', () => {
  it.each([
    ['no sessions', [], [0, 0, 0, 0, 0, 0, 0], 0],
    ['one 90-minute session on Monday', [at('2026-11-23', '10:00', '11:30')], [90, 0, 0, 0, 0, 0, 0], 90],
    [
      'sessions through the week, a late one counted on the day it starts',
      [
        at('2026-11-24', '08:00', '09:00'),
        at('2026-11-24', '09:00', '10:30'),
        at('2026-11-28', '23:30', '00:30', '2026-11-29'),
      ],
      [0, 150, 0, 0, 0, 60, 0],
      210,
    ],
    [
      'sessions of other weeks left out',
      [at('2026-11-22', '10:00', '11:00'), at('2026-11-30', '10:00', '11:00'), at('2026-11-29', '10:00', '11:00')],
      [0, 0, 0, 0, 0, 0, 60],
      60,
    ],
  ])('%s', (_label, sessions, booked, total) => {
    const week = weekOf(sessions);
    expect(week.days.map((day) => day.bookedMinutes)).toEqual(booked);
    expect(week.bookedMinutes).toBe(total);
  });

  it('offers active courts times each day hours, Monday first', () => {
    const week = weekOf([]);
    expect(week.days.map((day) => [day.date, day.openMinutes])).toEqual([
      ['2026-11-23', 2520],
      ['2026-11-24', 2520],
      ['2026-11-25', 2520],
      ['2026-11-26', 2520],
      ['2026-11-27', 2520],
      ['2026-11-28', 900],
      ['2026-11-29', 0],
    ]);
    expect(week.openMinutes).toBe(5 * 2520 + 900);
    expect(weekOf([], 0).openMinutes).toBe(0);
  });

  it('reads days across the change to winter time (a 25-hour Sunday)', () => {
    const week = weekOf([at('2026-10-25', '01:30', '03:30')], 1, '2026-10-19');
    // 01:30 CEST to 03:30 CET is three hours of the clock's two.
    expect(week.days[6]).toEqual({ date: '2026-10-25', bookedMinutes: 180, openMinutes: 0 });
  });
});

describe('the busy slots of a day', () => {
  it.each([
    ['a session inside the day', [at('2026-11-23', '10:00', '11:30')], [{ start: '10:00', end: '11:30' }]],
    [
      'one begun the day before',
      [at('2026-11-22', '23:00', '01:00', '2026-11-23')],
      [{ start: '00:00', end: '01:00' }],
    ],
    [
      'one running past midnight',
      [at('2026-11-23', '23:00', '00:30', '2026-11-24')],
      [{ start: '23:00', end: '24:00' }],
    ],
    ['one ending as the day starts', [at('2026-11-22', '23:00', '00:00', '2026-11-23')], []],
    ['another day', [at('2026-11-24', '10:00', '11:00')], []],
    [
      'several, by start',
      [at('2026-11-23', '18:00', '19:00'), at('2026-11-23', '09:00', '10:00')],
      [
        { start: '09:00', end: '10:00' },
        { start: '18:00', end: '19:00' },
      ],
    ],
  ])('%s', (_label, sessions, slots) => {
    expect(busySlotsOn('2026-11-23', ZONE, sessions)).toEqual(slots);
  });
});
