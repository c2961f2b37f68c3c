/**
 * Gzip JavaScript each route entry loads before it is interactive, from the built web app (built
 * first when stale), by scripts/size.mjs's own reckoning, each against its route's budget. The
 * figures do not vary between runs, so each is taken once.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark } from './types.ts';

interface SizeModule {
  budgetOf(path: string): number;
  routeSizes(): { route: string; kb: number; budget: number }[];
}

// A plain .mjs script: imported by URL, as the bench project compiles no scripts.
const size = (await import(
  pathToFileURL(join(fileURLToPath(import.meta.url), '../../scripts/size.mjs')).href
)) as SizeModule;

let benchmarks: Benchmark[];
try {
  benchmarks = size.routeSizes().map(({ route, kb, budget }) => ({
    name: `web: gzip JS, ${route}`,
    unit: 'KB',
    budget: { max: budget },
    repeat: 1,
    run: () => kb,
  }));
} catch (error) {
  // A failed build is a failed benchmark, not the end of the whole run.
  const message = error instanceof Error ? error.message : String(error);
  benchmarks = [
    {
      name: 'web: gzip JS per route',
      unit: 'KB',
      budget: { max: size.budgetOf('/') },
      repeat: 1,
      run: () => {
        throw new Error(`web build failed: ${message}`);
      },
    },
  ];
}

export default benchmarks;
