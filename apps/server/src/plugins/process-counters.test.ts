import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { processCounters } from './process-counters';

describe('processCounters', () => {
  it('counts hits per key within a window and starts again when it ends', () => {
    let now = 1_000;
    const counters = processCounters(() => now);
    expect(counters.hit('a', 100)).toEqual({ hits: 1, ttlMs: 100 });
    now += 40;
    expect(counters.hit('a', 100)).toEqual({ hits: 2, ttlMs: 60 });
    expect(counters.hit('b', 100)).toEqual({ hits: 1, ttlMs: 100 });
    now += 60;
    expect(counters.hit('a', 100)).toEqual({ hits: 1, ttlMs: 100 });
  });

  it('sweeps windows that ended, so idle keys are not kept', () => {
    let now = 0;
    const counters = processCounters(() => now);
    for (let key = 0; key < 50; key++) counters.hit(String(key), 1_000);
    expect(counters.size).toBe(50);
    now += 60_000;
    counters.hit('fresh', 1_000);
    expect(counters.size).toBe(1);
  });

  it('counts only hits of the last window length, with a time left within the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 200 }), (gaps) => {
        let now = 0;
        const counters = processCounters(() => now);
        const times: number[] = [];
        for (const gap of gaps) {
          now += gap;
          times.push(now);
          const { hits, ttlMs } = counters.hit('k', 1_000);
          const recent = times.filter((time) => time > now - 1_000).length;
          expect(hits).toBeGreaterThanOrEqual(1);
          expect(hits).toBeLessThanOrEqual(recent);
          expect(ttlMs).toBeGreaterThan(0);
          expect(ttlMs).toBeLessThanOrEqual(1_000);
        }
      }),
    );
  });
});
