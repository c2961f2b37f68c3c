/**
 * Gzip JavaScript each route entry loads before it is interactive, from the built web app (built
 * first when stale), by scripts/size.mjs's own reckoning. The landing page has a budget; the other
 * routes are reported. The figures do not vary between runs, so each is taken once.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark } from './types.ts';

interface SizeModule {
  LANDING_BUDGET_KB: number;
  routeSizes(): { route: string; kb: number }[];
}

// A plain .mjs script: imported by URL, as the bench project compiles no scripts.
const size = (await import(
  pathToFileURL(join(fileURLToPath(import.meta.url), '../../scripts/size.mjs')).href
)) as SizeModule;

let benchmarks: Benchmark[];
try {
  benchmarks = size.routeSizes().map(({ route, kb }) => ({
    name: `web: gzip JS, ${route}`,
    unit: 'KB',
    budget: route.startsWith('landing/') ? { max: size.LANDING_BUDGET_KB } : {},
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
      budget: { max: size.LANDING_BUDGET_KB },
      repeat: 1,
      run: () => {
        throw new Error(`web build failed: ${message}`);
      },
    },
  ];
}

export default benchmarks;
