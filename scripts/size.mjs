/**
 * `npm run size`: gzip size of the JavaScript each route entry loads before it is interactive:
 * the app entry with its static imports and the default (es) locale chunk, plus the route's lazy
 * module with its static imports.
 * Reads Vite's manifest (build.manifest) from apps/web/dist; builds first when stale.
 * Exits 1 when the landing page is over its 150 KB budget. `npm run bench` reports the same figures
 * (bench/web-size.bench.ts imports routeSizes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from './web-build.mjs';

/** The landing page's budget: what a first visit on a slow phone network downloads before it can be used. */
export const LANDING_BUDGET_KB = 150;
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** Gzip kilobytes of JavaScript per route entry: `[{ route, kb }]`, the app entry first. */
export function routeSizes() {
  ensureWebBuild();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipOf = new Map();
  const gz = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  /** Every JS file a manifest key pulls in statically. */
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey) throw new Error('No entry in the Vite manifest.');
  // The default language's strings load before the first paint too, as their own chunk.
  const base = closure('src/locales/es.json', closure(entryKey));
  const rows = [{ route: '(app entry)', files: base }];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !/features\/.+-page\.tsx$/.test(key)) continue;
    rows.push({ route: key.replace(/^src\/features\//, ''), files: closure(key, new Set(base)) });
  }
  return rows.map(({ route, files }) => ({
    route,
    kb: [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0) / 1024,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = routeSizes();
  const width = Math.max(...rows.map((r) => r.route.length));
  for (const { route, kb } of rows) console.log(`${route.padEnd(width)}  ${kb.toFixed(1).padStart(7)} KB gzip`);
  const landing = rows.find((r) => /^landing\//.test(r.route));
  if (!landing) {
    console.error('No landing route module found (expected src/features/landing/*-page.tsx).');
    process.exit(1);
  }
  const ok = landing.kb <= LANDING_BUDGET_KB;
  console.log(`\nlanding: ${landing.kb.toFixed(1)} KB gzip (budget ${LANDING_BUDGET_KB} KB): ${ok ? 'pass' : 'FAIL'}`);
  process.exit(ok ? 0 : 1);
}
