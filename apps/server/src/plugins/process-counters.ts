import type { RateLimitHit } from './rate-limits.repository';

/** Expired windows are swept at most this often, so idle subjects do not accumulate. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in this process's memory: for limits that only bound a runaway client of a
 * hot route (a point of a live match), where a database write per request would cost more than the
 * request itself. Each server process counts on its own.
 */
export function processCounters(clock: () => number = Date.now) {
  const windows = new Map<string, { hits: number; resetsAt: number }>();
  let sweptAt = clock();
  return {
    hit(key: string, windowMs: number): RateLimitHit {
      const now = clock();
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now;
        for (const [held, window] of windows) if (window.resetsAt <= now) windows.delete(held);
      }
      let window = windows.get(key);
      if (!window || window.resetsAt <= now) {
        window = { hits: 0, resetsAt: now + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      return { hits: window.hits, ttlMs: window.resetsAt - now };
    },
    get size() {
      return windows.size;
    },
  };
}
