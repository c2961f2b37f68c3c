/**
 * `npm run size`: gzip kilobytes each route downloads before it is interactive, against its budget
 * (decision 024). A route's weight is the app entry with its static imports, the route's
 * page module with its static imports (plus the React Query provider and the flag gate when its
 * row loads them), and the locale files it waits for: the shell's strings and the page's
 * namespaces, in the heavier of the two languages. Chunks loaded after the page renders (dialogs,
 * the voice panel) do not count: the page is usable without them.
 *
 * The routes come from apps/web/src/app/route-table.tsx, read as text: each row's `load` is followed
 * through the file's own helpers to the feature modules it imports and the namespaces it names. The
 * bytes come from Vite's manifest (build.manifest) in apps/web/dist, built first when stale.
 * Exits 1 when any route is over its budget. `npm run bench` reports the same figures
 * (bench/web-size.bench.ts imports routeSizes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from './web-build.mjs';

/**
 * Budgets in KB gzip. The landing is a first visit on a slow phone network; `/app` is opened
 * courtside on a weak one and `/auth` is a newcomer's second page; every other page, including
 * pages added later, gets the default.
 */
export const BUDGETS_KB = { '/': 120, '/landing': 120, '/app': 150, '/auth': 150, '/live': 60 };
export const DEFAULT_BUDGET_KB = 180;

const web = fileURLToPath(new URL('../apps/web', import.meta.url));
const dist = join(web, 'dist');
const LANGUAGES = ['es', 'en'];

/** The budget of a path. */
export function budgetOf(path) {
  return BUDGETS_KB[path] ?? DEFAULT_BUDGET_KB;
}

/** Top-level `function NAME` and `const NAME =` definitions of a module, by name, as text. */
function definitions(source) {
  const found = new Map();
  const starts = [...source.matchAll(/^(?:export )?(?:async )?(?:function|const) (\w+)/gm)];
  starts.forEach((match, i) => {
    found.set(match[1], source.slice(match.index, starts[i + 1]?.index ?? source.length));
  });
  return found;
}

/**
 * The text plus the definitions of every file-level name it mentions, followed transitively. Quoted
 * text is not a mention: the namespace 'comingSoon' is not the helper `comingSoon`.
 */
function expand(text, defs, seen = new Set()) {
  let out = text;
  const code = text.replace(/'[^'\n]*'/g, "''");
  for (const [, name] of code.matchAll(/\b([A-Za-z_]\w*)\b/g)) {
    if (seen.has(name) || !defs.has(name)) continue;
    seen.add(name);
    out += `\n${expand(defs.get(name), defs, seen)}`;
  }
  return out;
}

/**
 * The page routes of route-table.tsx: `[{ path, modules, namespaces, queries, flag }]`, where
 * `modules` are manifest keys (`src/features/...`) and `namespaces` the locale namespaces it waits for.
 * Throws on a page row whose module it cannot find, so a new kind of row cannot slip past the budgets.
 */
export function pageRoutes(withComments, namespaceNames) {
  // Comments name things in prose ("the landing page"): only code counts.
  const source = withComments.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const defs = definitions(source);
  const table = /export const routeTable[^=]*=\s*\[([\s\S]*?)\n\];/.exec(source)?.[1];
  if (!table) throw new Error('route-table.tsx: no `export const routeTable = [...]` found.');
  const quoted = new RegExp(`'(${namespaceNames.join('|')})'`, 'g');
  const rows = table.split(/\n {2}(?=\{)/).filter((row) => /path: '/.test(row));
  const pages = [...rows, `path: '(not found)', load: notFoundPage`]
    .filter((row) => !/redirectTo:/.test(row))
    .map((row) => {
      const path = /path: '([^']+)'/.exec(row)[1];
      const load = expand(row.replace(/\bmenu: \{[^}]*\}/, ''), defs);
      const modules = [...new Set([...load.matchAll(/import\('\.\.\/(features\/[^']+-pages?)'\)/g)].map((m) => m[1]))];
      if (modules.length === 0) throw new Error(`route-table.tsx: no page module found for ${path}.`);
      return {
        path,
        modules,
        namespaces: ['translation', ...new Set([...load.matchAll(quoted)].map((m) => m[1]))],
        queries: !/withoutQueries: true/.test(row),
        // Read through the row's shared objects too (`{ path, ...tournamentScreens }`).
        flag: /\bflag: \{/.test(load),
      };
    });
  return pages;
}

/** Gzip kilobytes per page route: `[{ route, kb, budget }]`. */
export function routeSizes() {
  ensureWebBuild();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const keyOf = (module) => {
    const key = Object.keys(manifest).find((k) => k.replace(/\.(tsx?|json)$/, '') === `src/${module}`);
    if (!key) throw new Error(`Not in the Vite manifest: src/${module}`);
    return key;
  };
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
  const kb = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0) / 1024;
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey) throw new Error('No entry in the Vite manifest.');
  const entry = closure(entryKey);
  const source = readFileSync(join(web, 'src/app/route-table.tsx'), 'utf8');
  const i18n = readFileSync(join(web, 'src/lib/i18n.ts'), 'utf8');
  const namespaceNames = [.../export const NAMESPACES = \[([^\]]*)\]/.exec(i18n)[1].matchAll(/'(\w+)'/g)].map(
    (m) => m[1],
  );
  const localeModule = (language, namespace) =>
    namespace === 'translation'
      ? `locales/${language}`
      : `locales/${namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/${language}`;
  const pages = pageRoutes(source, namespaceNames).map((route) => {
    const files = new Set(entry);
    for (const module of route.modules) closure(keyOf(module), files);
    if (route.queries) closure(keyOf('app/query-provider'), files);
    if (route.flag) closure(keyOf('app/flag-gate'), files);
    const locales = Math.max(
      ...LANGUAGES.map((language) =>
        kb(new Set(route.namespaces.map((ns) => manifest[keyOf(localeModule(language, ns))].file))),
      ),
    );
    return { route: route.path, kb: kb(files) + locales, budget: budgetOf(route.path) };
  });
  // The spectator page, a build of its own (vite.config.ts): its entry and static imports, its copy
  // built in (no locale files).
  const live = JSON.parse(readFileSync(join(dist, '.vite/live-manifest.json'), 'utf8'));
  const liveFiles = new Set([
    live['live.html'].file,
    ...(live['live.html'].imports ?? []).map((key) => live[key].file),
  ]);
  pages.push({ route: '/live', kb: kb(liveFiles), budget: budgetOf('/live') });
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = routeSizes();
  const width = Math.max(...rows.map((r) => r.route.length));
  let over = 0;
  for (const { route, kb, budget } of rows) {
    const ok = kb <= budget;
    if (!ok) over += 1;
    console.log(
      `${route.padEnd(width)}  ${kb.toFixed(1).padStart(6)} KB gzip  budget ${String(budget).padStart(3)} KB  ${ok ? 'ok' : 'OVER'}`,
    );
  }
  console.log(over ? `\n${over} route(s) over budget.` : `\nEvery route within budget.`);
  process.exit(over ? 1 : 0);
}
