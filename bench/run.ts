/**
 * `npm run bench`: runs the benchmarks listed below, prints metric, median value, baseline, ratio,
 * budget and pass/fail, and writes bench/results.json (gitignored: figures belong to the machine that made
 * them). Budgets are checked here, never in `npm test`; the exit code is 1 when one is missed or a
 * benchmark fails. An optional argument keeps the files whose name contains it:
 * `npm run bench -- scoring`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from './median.ts';
import type { Benchmark, BenchmarkGroup, Budget, Metric } from './types.ts';

/** Every benchmark file, cheapest first; one line each. */
const FILES = [
  'scoring.bench.ts',
  'voice.bench.ts',
  'tournament.bench.ts',
  'web-size.bench.ts',
  'api.bench.ts',
  'hostile-bodies.bench.ts',
  'webhooks.bench.ts',
  'session-clash.bench.ts',
  'player-search.bench.ts',
  'court-admin.bench.ts',
  'statistics.bench.ts',
  'realtime.bench.ts',
  'tournament-live.bench.ts',
  'live-match.bench.ts',
  'web-vitals.bench.ts',
  'tap-to-paint.bench.ts',
  'voice-to-paint.bench.ts',
];

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];

interface Result {
  name: string;
  unit: string;
  value: number;
  runs: number[];
  budget: Budget;
  /** A ratio budget's baseline: its name, median and runs, and the median of the run-by-run ratios. */
  versus?: { name: string; value: number; runs: number[]; ratio: number; ratios: number[] };
  /** What the budget bounds: the ratio to the baseline (the default with one), or the figure. */
  judgedOn: 'ratio' | 'figure';
  pass: boolean;
  error?: string;
}

function withinBudget(value: number, budget: Budget): boolean {
  return (budget.min === undefined || value >= budget.min) && (budget.max === undefined || value <= budget.max);
}

function formatBudget(budget: Budget, unit: string, ratio: boolean): string {
  const shown = ratio ? 'x baseline' : unit;
  if (budget.min !== undefined) return `>= ${budget.min.toLocaleString('en')} ${shown}`;
  if (budget.max !== undefined) return `<= ${budget.max.toLocaleString('en')} ${shown}`;
  return 'report only';
}

function formatValue(value: number, unit: string): string {
  if (Number.isNaN(value)) return '-';
  const rounded =
    Math.abs(value) >= 1000 ? Math.round(value).toLocaleString('en') : String(Math.round(value * 100) / 100);
  return `${rounded} ${unit}`;
}

/** A single-figure benchmark as a group of one, so the loop below handles one shape. */
function asGroup(bench: Benchmark | BenchmarkGroup): BenchmarkGroup {
  if ('metrics' in bench) return bench;
  const { name, unit, budget, run, ...lifecycle } = bench;
  return {
    ...lifecycle,
    name,
    metrics: [{ key: 'value', name, unit, budget }],
    run: async () => ({ value: await run() }),
  };
}

/**
 * Runs a group `repeat` times; each metric gets the median of its runs, and a metric judged against a
 * baseline the median of its ratios to the baseline run by run. A thrown error fails every metric.
 */
async function measure(group: BenchmarkGroup): Promise<Result[]> {
  const runs = new Map<string, number[]>(group.metrics.map((metric) => [metric.key, []]));
  let error: string | undefined;
  try {
    await group.setup?.();
    for (let i = 0; i < (group.repeat ?? 5); i++) {
      const figures = await group.run();
      for (const [key, value] of Object.entries(figures)) runs.get(key)?.push(value);
    }
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    console.error(`${group.name}: ${error}`);
  } finally {
    await group.teardown?.().catch((caught: unknown) => console.error(`${group.name}: teardown: ${caught}`));
  }
  const nameOf = new Map(group.metrics.map((metric) => [metric.key, metric.name]));
  return group.metrics.map(({ key, name, unit, budget, versus, judgedOn }: Metric) => {
    const values = runs.get(key) ?? [];
    const value = error || values.length === 0 ? Number.NaN : median(values);
    const baseRuns = versus === undefined ? [] : (runs.get(versus) ?? []);
    const ratios = values.map((v, i) => v / (baseRuns[i] as number)).filter((r) => Number.isFinite(r));
    const ratio = Number.isNaN(value) || ratios.length === 0 ? Number.NaN : median(ratios);
    const judgedOnRatio = versus !== undefined && judgedOn !== 'figure';
    const judged = judgedOnRatio ? ratio : value;
    return {
      name,
      unit,
      value,
      runs: values,
      budget,
      judgedOn: judgedOnRatio ? 'ratio' : 'figure',
      ...(versus === undefined
        ? {}
        : {
            versus: {
              name: nameOf.get(versus) ?? versus,
              value: baseRuns.length === 0 ? Number.NaN : median(baseRuns),
              runs: baseRuns,
              ratio,
              ratios,
            },
          }),
      pass: !Number.isNaN(judged) && withinBudget(judged, budget),
      ...(error ? { error } : {}),
    };
  });
}

const results: Result[] = [];
for (const file of FILES.filter((name) => !filter || name.includes(filter))) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    default: Benchmark | BenchmarkGroup | (Benchmark | BenchmarkGroup)[];
  };
  for (const bench of [mod.default].flat()) {
    const started = performance.now();
    const measured = await measure(asGroup(bench));
    for (const result of measured) {
      const ratio = result.versus ? ` (${formatValue(result.versus.ratio, 'x')} baseline)` : '';
      console.error(`  ${result.name}: ${formatValue(result.value, result.unit)}${ratio}`);
    }
    // How long each group takes, to plan whole runs (several in a row must fit one machine's session).
    console.error(`${bench.name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    results.push(...measured);
  }
}

const rows = results.map((r) => [
  r.name,
  formatValue(r.value, r.unit),
  r.versus ? formatValue(r.versus.value, r.unit) : '',
  r.versus ? formatValue(r.versus.ratio, 'x') : '',
  formatBudget(r.budget, r.unit, r.judgedOn === 'ratio'),
  r.error
    ? 'FAIL (error)'
    : r.budget.min === undefined && r.budget.max === undefined
      ? 'reported'
      : r.pass
        ? 'pass'
        : 'FAIL',
]);
const header = ['metric', 'median', 'baseline', 'ratio', 'budget', 'result'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const row of rows) console.log(line(row));
writeFileSync(join(here, 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
if (results.some((r) => !r.pass)) process.exitCode = 1;
