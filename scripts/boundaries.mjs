/**
 * Import-boundary rules for the workspace. Each rule says why, and the message printed on a
 * violation carries that reason. Used by scripts/check-boundaries.mjs (part of `npm run lint`).
 */
import { dirname, join, normalize, sep } from 'node:path';

const isTest = (file) => /\.(test|spec)\.tsx?$/.test(file);

/** Resolves a relative specifier to a repo-relative path; bare specifiers stay as they are. */
function target(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  return normalize(join(dirname(fromFile), specifier))
    .split(sep)
    .join('/');
}

function featureOf(path) {
  const match = /^apps\/web\/src\/features\/([^/]+)\//.exec(path);
  return match ? match[1] : null;
}

/**
 * Returns the reason `specifier` may not be imported from `fromFile` (both repo-relative, posix),
 * or null when the import is allowed.
 */
export function boundaryViolation(fromFile, specifier) {
  const to = target(fromFile, specifier);
  if (fromFile.startsWith('packages/domain/')) {
    if (to) {
      return to.startsWith('packages/domain/')
        ? null
        : 'packages/domain imports nothing outside itself: the rules must run unchanged in browser and server.';
    }
    if (isTest(fromFile) && (/^(vitest|fast-check)$/.test(specifier) || specifier.startsWith('node:'))) return null;
    // The rating's maths is a maintained library rather than hand-written formulas (decision 036): pure
    // arithmetic, deterministic, and only in rating/ so the pages that never rate never load it.
    if (fromFile.startsWith('packages/domain/src/rating/') && specifier === 'openskill') return null;
    return `packages/domain may not import "${specifier}": it is pure (no I/O, no dependencies) so both apps can share it.`;
  }
  if (fromFile.startsWith('packages/contracts/')) {
    if (to && !to.startsWith('packages/contracts/'))
      return 'packages/contracts imports only itself, zod and the domain.';
    if (!to && !['zod', '@marcador/domain'].includes(specifier) && !(isTest(fromFile) && specifier === 'vitest')) {
      return `packages/contracts may not import "${specifier}": it only describes the API with zod and domain types.`;
    }
    return null;
  }
  if (fromFile.startsWith('apps/web/')) {
    if (specifier.startsWith('@marcador/server') || to?.startsWith('apps/server/')) {
      return 'apps/web may not import the server: they share only @marcador/domain and @marcador/contracts.';
    }
    const fromFeature = featureOf(fromFile);
    if (fromFeature && to) {
      const toFeature = featureOf(to);
      if (toFeature && toFeature !== fromFeature) {
        return `feature "${fromFeature}" may not import feature "${toFeature}": features meet only in apps/web/src/app.`;
      }
      if (to.startsWith('apps/web/src/app/')) {
        return `feature "${fromFeature}" may not import apps/web/src/app: the app layer composes features, not the reverse.`;
      }
    }
    return null;
  }
  if (fromFile.startsWith('apps/server/')) {
    if (specifier.startsWith('@marcador/web') || to?.startsWith('apps/web/')) {
      return 'apps/server may not import the web app: they share only @marcador/domain and @marcador/contracts.';
    }
    return null;
  }
  return null;
}

/**
 * Returns the reason `specifier` may not be loaded at run time from `fromFile` (an import that is
 * not `import type`), or null when it may. The web app's pages load no zod (decision 024, "Zod out of
 * the client"): they take the contracts' types, and values only from the zod-free
 * `@marcador/contracts/limits`. Tests may use the schemas, to pin the client's checks to them.
 */
export function runtimeImportViolation(fromFile, specifier) {
  if (!fromFile.startsWith('apps/web/') || isTest(fromFile)) return null;
  if (specifier === 'zod' || specifier.startsWith('zod/') || specifier === '@marcador/contracts') {
    return 'apps/web loads no zod at run time: use `import type` for the contracts, values from `@marcador/contracts/limits`, and the checks of lib/response-check.ts.';
  }
  return null;
}

/** The specifiers of imports and re-exports that load at run time (every one but `import type` / `export type`). */
export function runtimeImportSpecifiers(source) {
  const pattern =
    /(?:^|[\s;])(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((m) => m[1] ?? m[2]);
}

/** Finds every static, dynamic and side-effect import or re-export specifier in a source text. */
export function importSpecifiers(source) {
  const pattern =
    /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((m) => m[1] ?? m[2]);
}
