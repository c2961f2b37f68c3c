/** The smallest latency told apart, in ms; anything faster counts in the first bucket. */
const FLOOR_MS = 0.01;
/** Each bucket is this much wider than the one before: quantiles are read within 2%. */
const GROWTH = 1.02;
const LOG_GROWTH = Math.log(GROWTH);
/** Buckets up to FLOOR_MS * GROWTH^BUCKETS, about 2 minutes: longer than a request may wait. */
const BUCKETS = 830;

/**
 * Latencies counted in buckets of geometric width: a quantile of a run of any length costs one pass
 * over 830 counters, where keeping every sample would grow with the load and sorting it would take
 * the server's time while it is under that load.
 */
export class LatencyHistogram {
  private readonly counts = new Uint32Array(BUCKETS);
  count = 0;

  add(ms: number): void {
    const bucket = ms <= FLOOR_MS ? 0 : Math.ceil(Math.log(ms / FLOOR_MS) / LOG_GROWTH);
    const index = Math.min(bucket, BUCKETS - 1);
    this.counts[index] = (this.counts[index] as number) + 1;
    this.count += 1;
  }

  /** The latency that `q` (0..1) of the samples do not exceed, as its bucket's upper bound; null when empty. */
  quantile(q: number): number | null {
    if (this.count === 0) return null;
    const rank = Math.max(1, Math.ceil(q * this.count));
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += this.counts[bucket] as number;
      if (seen >= rank) return Math.round(FLOOR_MS * GROWTH ** bucket * 100) / 100;
    }
    return null;
  }
}
