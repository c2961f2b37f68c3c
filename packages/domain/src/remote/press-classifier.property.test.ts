import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buttonDown,
  buttonUp,
  createPressTracker,
  REMOTE_DOUBLE_GAP_MS as GAP,
  REMOTE_LONG_PRESS_MS as LONG,
  nextPressDeadline,
  type PressStep,
  type PressTracker,
  pressesDue,
} from './press-classifier';
import type { RemoteButton } from './remote-binding';

const KEY: RemoteButton = { source: 'key', key: 'Enter' };

/** One press of one button: held `hold` ms, then `pause` ms until the next press starts. */
const pressArb = fc.record({ hold: fc.integer({ min: 0, max: 1500 }), pause: fc.integer({ min: 0, max: 1500 }) });

interface Given {
  kind: string;
  at: number;
}

/**
 * Plays presses of one button. `ticks` are extra times the caller's timer fires (any times at all);
 * the deadline the tracker names is always honoured, as the listener's timer does.
 */
function play(presses: { hold: number; pause: number }[], waits: boolean, ticks: number[]): Given[] {
  let tracker: PressTracker = createPressTracker();
  const given: Given[] = [];
  const take = (step: PressStep, at: number) => {
    tracker = step.tracker;
    for (const press of step.presses) given.push({ kind: press.press, at });
  };
  const advanceTo = (time: number) => {
    const pending = [...ticks.filter((t) => t < time)].sort((a, b) => a - b);
    ticks = ticks.filter((t) => t >= time);
    for (;;) {
      const deadline = nextPressDeadline(tracker);
      const next = Math.min(deadline ?? Number.POSITIVE_INFINITY, pending[0] ?? Number.POSITIVE_INFINITY);
      if (next >= time) return;
      if (pending[0] === next) pending.shift();
      take(pressesDue(tracker, next), next);
    }
  };
  let now = 0;
  for (const { hold, pause } of presses) {
    advanceTo(now);
    take(buttonDown(tracker, KEY, now), now);
    advanceTo(now + hold);
    take(buttonUp(tracker, KEY, now + hold, waits), now + hold);
    now += hold + pause;
  }
  advanceTo(Number.MAX_SAFE_INTEGER);
  expect(nextPressDeadline(tracker)).toBeNull();
  return given;
}

describe('the press classifier (properties)', () => {
  it('with no double bound: one press given per press, long exactly when held long, never later than needed', () => {
    fc.assert(
      fc.property(fc.array(pressArb, { maxLength: 12 }), (presses) => {
        const given = play(presses, false, []);
        expect(given.map((g) => g.kind)).toEqual(presses.map((p) => (p.hold >= LONG ? 'long' : 'single')));
        let start = 0;
        for (const [index, { hold, pause }] of presses.entries()) {
          // A single press counts at its release, a long one when the long time is reached.
          expect(given[index]?.at).toBe(hold >= LONG ? start + LONG : start + hold);
          start += hold + pause;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('extra timer ticks at any times never change what is given', () => {
    fc.assert(
      fc.property(
        fc.array(pressArb, { maxLength: 8 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: 25_000 }), { maxLength: 20 }),
        (presses, waits, ticks) => {
          expect(play(presses, waits, ticks)).toEqual(play(presses, waits, []));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('with a double bound: every press is counted once, alone or as half of a double', () => {
    fc.assert(
      fc.property(fc.array(pressArb, { maxLength: 12 }), (presses) => {
        const given = play(presses, true, []);
        const counted = given.reduce((sum, g) => sum + (g.kind === 'double' ? 2 : 1), 0);
        expect(counted).toBe(presses.length);
        // A double needs the second press to start within the gap after a short first press.
        let doubles = 0;
        let i = 0;
        while (i < presses.length) {
          const first = presses[i];
          if (first && first.hold < LONG && i + 1 < presses.length && first.pause < GAP) {
            doubles += 1;
            i += 2;
          } else i += 1;
        }
        expect(given.filter((g) => g.kind === 'double')).toHaveLength(doubles);
      }),
      { numRuns: 500 },
    );
  });
});
