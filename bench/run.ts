/**
 * `npm run bench`: runs every bench/*.bench.ts, prints metric, median value, budget and pass/fail,
 * and writes bench/results.json. Budgets are checked here, never in `npm test`.
 * An optional argument filters benchmarks by file name: `npm run bench -- scoring`.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
  .sort();

interface Result {
  name: string;
  unit: string;
  value: number;
  runs: number[];
  budget: Benchmark['budget'];
  pass: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function withinBudget(value: number, budget: Benchmark['budget']): boolean {
  return (budget.min === undefined || value >= budget.min) && (budget.max === undefined || value <= budget.max);
}

function formatBudget(budget: Benchmark['budget'], unit: string): string {
  if (budget.min !== undefined) return `>= ${budget.min.toLocaleString('en')} ${unit}`;
  if (budget.max !== undefined) return `<= ${budget.max.toLocaleString('en')} ${unit}`;
  return 'report only';
}

const results: Result[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: Benchmark | Benchmark[] };
  const benches = Array.isArray(mod.default) ? mod.default : [mod.default];
  for (const bench of benches) {
    const runs: number[] = [];
    for (let i = 0; i < (bench.repeat ?? 5); i++) runs.push(await bench.run());
    const value = median(runs);
    results.push({
      name: bench.name,
      unit: bench.unit,
      value,
      runs,
      budget: bench.budget,
      pass: withinBudget(value, bench.budget),
    });
  }
}

const rows = results.map((r) => [
  r.name,
  `${Math.round(r.value * 100) / 100 >= 1000 ? Math.round(r.value).toLocaleString('en') : Math.round(r.value * 100) / 100} ${r.unit}`,
  formatBudget(r.budget, r.unit),
  r.pass ? 'pass' : 'FAIL',
]);
const header = ['metric', 'median', 'budget', 'result'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const row of rows) console.log(line(row));
writeFileSync(join(here, 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
if (results.some((r) => !r.pass)) process.exitCode = 1;
