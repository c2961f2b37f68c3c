/** A benchmark: `run` measures once and returns the figure; the runner repeats it and takes the median. */
export interface Benchmark {
  /** Metric name as printed in the table, e.g. "domain: point events replayed". */
  name: string;
  /** Unit of the figure, e.g. "events/s", "ms". */
  unit: string;
  /** Budget: the figure must be at least (`min`) or at most (`max`) this value. */
  budget: { min?: number; max?: number };
  /** How many times to run (default 5); the median is reported. */
  repeat?: number;
  run: () => number | Promise<number>;
}
