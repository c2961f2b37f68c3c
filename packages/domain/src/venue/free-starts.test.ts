import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeStarts } from './free-starts';
import { minutesOfDay, timeOfMinutes } from './venue-time';

const hours = { opens: '09:00', closes: '12:00' };

describe('the start times a booking offers', () => {
  it.each([
    [
      'a free morning, hour-long sessions',
      { hours, busy: [], minutes: 60 },
      ['09:00', '09:30', '10:00', '10:30', '11:00'],
    ],
    ['a 90-minute session ends by closing', { hours, busy: [], minutes: 90 }, ['09:00', '09:30', '10:00', '10:30']],
    [
      'a taken 10:00-11:00: one may end as it starts and start as it ends',
      { hours, busy: [{ start: '10:00', end: '11:00' }], minutes: 60 },
      ['09:00', '11:00'],
    ],
    [
      'a taken slot off the half hour blocks every start it touches',
      { hours, busy: [{ start: '09:45', end: '10:15' }], minutes: 30 },
      ['09:00', '10:30', '11:00', '11:30'],
    ],
    ['today after 10:10: nothing earlier', { hours, busy: [], minutes: 60, notBefore: '10:10' }, ['10:30', '11:00']],
    ['a closed day', { hours: null, busy: [], minutes: 60 }, []],
    ['longer than the day is open', { hours, busy: [], minutes: 240 }, []],
    [
      'open until midnight, a session running past it takes the rest of the day',
      { hours: { opens: '22:00', closes: '24:00' }, busy: [{ start: '23:00', end: '00:30' }], minutes: 60 },
      ['22:00'],
    ],
    ['every 15 minutes when asked', { hours, busy: [], minutes: 150, step: 15 }, ['09:00', '09:15', '09:30']],
  ])('%s', (_name, options, expected) => {
    expect(freeStarts(options)).toEqual(expected);
  });

  it('offers only starts inside the hours that overlap no taken slot', () => {
    const slot = fc.tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 8 })).map(([from, length]) => ({
      start: timeOfMinutes(from * 30),
      end: timeOfMinutes(Math.min(48, from + length) * 30),
    }));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 21, max: 48 }),
        fc.array(slot, { maxLength: 6 }),
        fc.integer({ min: 15, max: 480 }),
        (open, close, busy, minutes) => {
          const day = { opens: timeOfMinutes(open * 30), closes: timeOfMinutes(close * 30) };
          for (const time of freeStarts({ hours: day, busy, minutes })) {
            const start = minutesOfDay(time);
            expect(start).toBeGreaterThanOrEqual(open * 30);
            expect(start + minutes).toBeLessThanOrEqual(close * 30);
            for (const taken of busy) {
              const overlaps = start < minutesOfDay(taken.end) && minutesOfDay(taken.start) < start + minutes;
              expect(overlaps).toBe(false);
            }
          }
        },
      ),
    );
  });
});
