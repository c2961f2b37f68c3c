/** A budget: the figure must be at least (`min`) or at most (`max`) this value; neither is report-only. */
export interface Budget {
  min?: number;
  max?: number;
}

/** Optional start-up and clean-up around a benchmark's runs (servers, browsers); teardown always runs. */
interface Lifecycle {
  /** How many times to run (default 5); the median of each figure is reported. */
  repeat?: number;
  setup?: () => Promise<void>;
  teardown?: () => Promise<void>;
}

/** A benchmark with one figure: `run` measures once and returns it. */
export interface Benchmark extends Lifecycle {
  /** Metric name as printed in the table, e.g. "domain: point events replayed". */
  name: string;
  /** Unit of the figure, e.g. "events/s", "ms". */
  unit: string;
  budget: Budget;
  run: () => number | Promise<number>;
}

/** One figure of a group. */
export interface Metric {
  /** Key of the figure in the record `run` returns. */
  key: string;
  name: string;
  unit: string;
  /**
   * Without `versus`, bounds the figure itself. With it, bounds the figure's ratio to its baseline:
   * each run's figure over the same run's baseline figure, the median of those ratios.
   */
  budget: Budget;
  /**
   * Key of the baseline figure of the same group (measured in the same run, next to this one), for
   * verdicts that hold on any machine: a slower or busier one moves figure and baseline alike.
   */
  versus?: string;
  /**
   * With `versus`: the budget bounds the figure itself, and the baseline and ratio are printed beside
   * it for reading (a bound that is a fixed time on any machine, such as one frame).
   */
  judgedOn?: 'ratio' | 'figure';
}

/**
 * Several figures measured together, such as requests/s and latency percentiles of one load run:
 * `run` returns every figure by its metric key.
 */
export interface BenchmarkGroup extends Lifecycle {
  /** Names the group in messages (a failed run). */
  name: string;
  metrics: Metric[];
  run: () => Promise<Record<string, number>>;
}
