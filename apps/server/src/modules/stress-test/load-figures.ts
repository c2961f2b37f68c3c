import {
  STRESS_TEST_ENDPOINTS,
  type StressFigures,
  type StressSecond,
  type StressTestEndpoint,
} from '@marcador/contracts';
import { LatencyHistogram } from './latency-histogram';

/** Requests, errors and latencies of one slice of the load (an endpoint, a second, the whole). */
class Tally {
  readonly latencies = new LatencyHistogram();
  errors = 0;

  add(ms: number, ok: boolean): void {
    this.latencies.add(ms);
    if (!ok) this.errors += 1;
  }

  figures(seconds: number): StressFigures {
    const requests = this.latencies.count;
    return {
      requests,
      errors: this.errors,
      requestsPerSecond: seconds > 0 ? Math.round((requests / seconds) * 10) / 10 : 0,
      p50Ms: this.latencies.quantile(0.5),
      p99Ms: this.latencies.quantile(0.99),
    };
  }
}

/** What a run has measured so far, as the status route shows it. */
export interface FiguresSnapshot {
  elapsedSeconds: number;
  total: StressFigures;
  endpoints: (StressFigures & { endpoint: StressTestEndpoint })[];
  seconds: StressSecond[];
}

/**
 * The figures of one load: every answered (or failed) request counted once in its endpoint, in the
 * whole, and in the second of the load it was answered in. Times are ms on one clock (`now`).
 */
export function loadFigures(startedAt: number, durationSeconds: number) {
  const total = new Tally();
  const endpoints = new Map(STRESS_TEST_ENDPOINTS.map((endpoint) => [endpoint, new Tally()]));
  const perSecond: Tally[] = [];

  return {
    record(endpoint: StressTestEndpoint, ms: number, ok: boolean, answeredAt: number): void {
      total.add(ms, ok);
      endpoints.get(endpoint)?.add(ms, ok);
      // A request answered after the last second (sent just before the end) counts in the last one.
      const second = Math.min(Math.max(0, Math.floor((answeredAt - startedAt) / 1000)), durationSeconds - 1);
      perSecond[second] ??= new Tally();
      perSecond[second].add(ms, ok);
    },

    /** The figures at `now`; the chart's seconds are the completed ones (all of them once `ended`). */
    snapshot(now: number, ended: boolean): FiguresSnapshot {
      const elapsedSeconds = Math.min(Math.max(0, (now - startedAt) / 1000), durationSeconds);
      const completed = ended ? durationSeconds : Math.floor(elapsedSeconds);
      const seconds: StressSecond[] = [];
      for (let index = 0; index < completed; index++) {
        seconds.push({ second: index + 1, ...(perSecond[index] ?? new Tally()).figures(1) });
      }
      return {
        elapsedSeconds: Math.round(elapsedSeconds * 10) / 10,
        total: total.figures(elapsedSeconds),
        endpoints: STRESS_TEST_ENDPOINTS.map((endpoint) => ({
          endpoint,
          ...(endpoints.get(endpoint) as Tally).figures(elapsedSeconds),
        })),
        seconds,
      };
    },
  };
}

export type LoadFigures = ReturnType<typeof loadFigures>;
