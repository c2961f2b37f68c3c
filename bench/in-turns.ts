/**
 * A baseline and the loads judged against it, measured in turns (baseline and app measurements
 * interleaved, medians compared): the baseline, each judged load, the baseline, ... `slices` times,
 * and the baseline once more; each figure is taken from its slices' latencies pooled and their mean
 * rate. One longer load of each had put a burst of load on the machine wholly into one figure:
 * the API bench's history p99 ratio moved 1.20-2.40 between runs of one quiet bench, its /api/me
 * 1.04-2.95. In slices a burst lands on a slice of one side, and the slices of both
 * around it dilute it; a machine that speeds up or slows down moves both alike.
 */
import type { LoadResult } from './api-load.ts';
import { percentile } from './percentile.ts';

/** Figures of several loads of one kind: their mean rate, and percentiles of their latencies pooled. */
export interface Pooled {
  rps: number;
  p50: number;
  p99: number;
}

/** Pools loads made with `keepLatencies`. */
export function pooled(results: readonly LoadResult[]): Pooled {
  const latencies = results.flatMap((result) => result.latencies ?? []);
  return {
    rps: results.reduce((sum, { rps }) => sum + rps, 0) / results.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Runs `baseline` and every load of `judged` in turns, `slices` slices of each (the baseline one
 * more), each told its slice's index; answers each one's figures pooled.
 */
export async function inTurns<K extends string>(
  slices: number,
  baseline: (slice: number) => Promise<LoadResult>,
  judged: Record<K, (slice: number) => Promise<LoadResult>>,
): Promise<{ baseline: Pooled; judged: Record<K, Pooled> }> {
  const keys = Object.keys(judged) as K[];
  const baselineLoads: LoadResult[] = [];
  const judgedLoads = new Map<K, LoadResult[]>(keys.map((key) => [key, []]));
  for (let slice = 0; slice <= slices; slice++) {
    baselineLoads.push(await baseline(slice));
    if (slice === slices) break;
    for (const key of keys) judgedLoads.get(key)?.push(await judged[key](slice));
  }
  return {
    baseline: pooled(baselineLoads),
    judged: Object.fromEntries(keys.map((key) => [key, pooled(judgedLoads.get(key) ?? [])])) as Record<K, Pooled>,
  };
}
