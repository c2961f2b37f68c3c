import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, instantAt, minutesOfDay, mondayOf, timeOfMinutes, wallClockAt, weekdayOf } from './venue-time';

describe('a venue wall clock', () => {
  it.each([
    ['2026-07-10', '18:00', 'Europe/Madrid', '2026-07-10T16:00:00.000Z'],
    ['2026-01-10', '18:00', 'Europe/Madrid', '2026-01-10T17:00:00.000Z'],
    ['2026-11-27', '09:30', 'America/Argentina/Buenos_Aires', '2026-11-27T12:30:00.000Z'],
    ['2026-11-27', '00:15', 'Asia/Kolkata', '2026-11-26T18:45:00.000Z'],
    ['2026-11-27', '23:59', 'UTC', '2026-11-27T23:59:00.000Z'],
    // Spring forward in Madrid (29 March 2026, 02:00 -> 03:00): 02:30 is read as 03:30.
    ['2026-03-29', '02:30', 'Europe/Madrid', '2026-03-29T01:30:00.000Z'],
    // Fall back (25 October 2026, 03:00 -> 02:00): 02:30 happens twice; the first is taken.
    ['2026-10-25', '02:30', 'Europe/Madrid', '2026-10-25T00:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(instantAt(date, time, zone).toISOString()).toBe(iso);
  });

  it('reads an instant back in the zone, whatever the process zone', () => {
    expect(wallClockAt(new Date('2026-07-10T16:00:00Z'), 'Europe/Madrid')).toEqual({
      date: '2026-07-10',
      time: '18:00',
      weekday: 4,
    });
    expect(wallClockAt(new Date('2026-11-26T18:45:00Z'), 'Asia/Kolkata').date).toBe('2026-11-27');
  });

  it('round-trips every quarter hour of a year in zones with and without summer time', () => {
    const zones = ['Europe/Madrid', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu', 'UTC'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 96 }), fc.constantFrom(...zones), (quarter, zone) => {
        const instant = new Date(Date.UTC(2026, 0, 1) + quarter * 15 * 60_000);
        const wall = wallClockAt(instant, zone);
        const back = instantAt(wall.date, wall.time, zone);
        // Twice-read times come back as the first reading; every other time as itself.
        expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(wallClockAt(back, zone)).toEqual(wall);
      }),
    );
  });

  it('counts days and weekdays', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(minutesOfDay('24:00')).toBe(1440);
    expect(timeOfMinutes(1439)).toBe('23:59');
  });
});
