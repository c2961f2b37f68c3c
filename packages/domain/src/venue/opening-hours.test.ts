import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  dayHoursProblem,
  hoursOn,
  isValidOpeningHours,
  type OpeningHours,
  openMinutesOn,
  withinOpeningHours,
} from './opening-hours';
import { addDays, minutesOfDay, timeOfMinutes } from './venue-time';

// Monday to Friday 08:00-22:00, Saturday 09:00-24:00, closed on Sunday.
const WEEK: OpeningHours = [
  ...Array.from({ length: 5 }, () => ({ opens: '08:00', closes: '22:00' })),
  { opens: '09:00', closes: '24:00' },
  null,
];

describe('opening hours', () => {
  it.each([
    [{ opens: '08:00', closes: '22:00' }, null],
    [{ opens: '00:00', closes: '24:00' }, null],
    [{ opens: '22:00', closes: '08:00' }, 'closes_before_opens'],
    [{ opens: '10:00', closes: '10:00' }, 'closes_before_opens'],
    [{ opens: '24:00', closes: '24:00' }, 'invalid_time'],
    [{ opens: '8:00', closes: '22:00' }, 'invalid_time'],
    [{ opens: '08:00', closes: '24:30' }, 'invalid_time'],
  ])('%o is %s', (day, problem) => {
    expect(dayHoursProblem(day)).toBe(problem);
  });

  it('needs seven valid days', () => {
    expect(isValidOpeningHours(WEEK)).toBe(true);
    expect(isValidOpeningHours(DEFAULT_OPENING_HOURS)).toBe(true);
    expect(isValidOpeningHours(WEEK.slice(0, 6))).toBe(false);
    expect(isValidOpeningHours([...WEEK.slice(0, 6), { opens: '12:00', closes: '11:00' }])).toBe(false);
  });

  it.each([
    ['2026-11-23', { opens: '08:00', closes: '22:00' }, 840],
    ['2026-11-28', { opens: '09:00', closes: '24:00' }, 900],
    ['2026-11-29', null, 0],
  ])('reads %s by its weekday', (date, hours, minutes) => {
    expect(hoursOn(WEEK, date)).toEqual(hours);
    expect(openMinutesOn(WEEK, date)).toBe(minutes);
  });

  it.each([
    ['2026-11-23', '08:00', '09:30', true],
    ['2026-11-23', '20:30', '22:00', true],
    ['2026-11-23', '07:30', '09:00', false],
    ['2026-11-23', '21:30', '23:00', false],
    ['2026-11-28', '23:00', '24:00', true],
    ['2026-11-28', '23:30', '24:30', false],
    ['2026-11-29', '10:00', '11:00', false],
    ['2026-11-23', '10:00', '10:00', false],
  ])('on %s, %s-%s is within the hours: %s', (date, start, end, within) => {
    expect(withinOpeningHours(WEEK, date, start, end)).toBe(within);
  });

  it('holds a session exactly when both ends fall inside the day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 15, max: 480 }),
        (weekday, start, minutes) => {
          const date = addDays('2026-11-23', weekday);
          const day = hoursOn(WEEK, date);
          const end = start + minutes;
          const expected = day !== null && start >= minutesOfDay(day.opens) && end <= minutesOfDay(day.closes);
          expect(withinOpeningHours(WEEK, date, timeOfMinutes(start), timeOfMinutes(end))).toBe(expected);
        },
      ),
    );
  });
});
