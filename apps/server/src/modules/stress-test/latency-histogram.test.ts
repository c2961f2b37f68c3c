import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from './latency-histogram';

describe('LatencyHistogram', () => {
  it('has no quantile before its first sample', () => {
    expect(new LatencyHistogram().quantile(0.5)).toBeNull();
  });

  it('reads p50 and p99 of 1..1000 ms within 2%', () => {
    const histogram = new LatencyHistogram();
    for (let ms = 1; ms <= 1000; ms++) histogram.add(ms);
    expect(histogram.count).toBe(1000);
    expect(histogram.quantile(0.5)).toBeGreaterThanOrEqual(500);
    expect(histogram.quantile(0.5)).toBeLessThanOrEqual(510);
    expect(histogram.quantile(0.99)).toBeGreaterThanOrEqual(990);
    expect(histogram.quantile(0.99)).toBeLessThanOrEqual(1010);
  });

  it('keeps samples below its floor and above its ceiling in its end buckets', () => {
    const histogram = new LatencyHistogram();
    histogram.add(0);
    histogram.add(10 * 60_000);
    expect(histogram.quantile(0.5)).toBe(0.01);
    expect(histogram.quantile(1)).toBeGreaterThan(60_000);
  });
});
