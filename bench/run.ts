/**
 * `npm run bench`: runs the benchmarks listed below, prints metric, median value, budget and
 * pass/fail, and writes bench/results.json (gitignored: figures belong to the machine that made
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
  pass: boolean;
  error?: string;
}

function withinBudget(value: number, budget: Budget): boolean {
  return (budget.min === undefined || value >= budget.min) && (budget.max === undefined || value <= budget.max);
}

function formatBudget(budget: Budget, unit: string): string {
  if (budget.min !== undefined) return `>= ${budget.min.toLocaleString('en')} ${unit}`;
  if (budget.max !== undefined) return `<= ${budget.max.toLocaleString('en')} ${unit}`;
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

/** Runs a group `repeat` times; each metric gets the median of its runs. A thrown error fails every metric. */
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
  return group.metrics.map(({ key, name, unit, budget }: Metric) => {
    const values = runs.get(key) ?? [];
    const value = error || values.length === 0 ? Number.NaN : median(values);
    return {
      name,
      unit,
      value,
      runs: values,
      budget,
      pass: !Number.isNaN(value) && withinBudget(value, budget),
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
    const measured = await measure(asGroup(bench));
    for (const result of measured) console.error(`  ${result.name}: ${formatValue(result.value, result.unit)}`);
    results.push(...measured);
  }
}

const rows = results.map((r) => [
  r.name,
  formatValue(r.value, r.unit),
  formatBudget(r.budget, r.unit),
  r.error
    ? 'FAIL (error)'
    : r.budget.min === undefined && r.budget.max === undefined
      ? 'reported'
      : r.pass
        ? 'pass'
        : 'FAIL',
]);
const header = ['metric', 'median', 'budget', 'result'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const row of rows) console.log(line(row));
writeFileSync(join(here, 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
if (results.some((r) => !r.pass)) process.exitCode = 1;
