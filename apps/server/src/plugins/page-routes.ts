import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web app's route table as the server knows it: the build writes `routes.json` (the path of
 * every row of apps/web/src/app/route-table.tsx, React Router syntax: `/sessions/:id`, optional
 * `:id?` segments, a `*` splat) and the server answers 404 for a page no row matches, with the
 * app's own not-found page, instead of a soft 404.
 */
export interface PageRoutes {
  /** True when the client router has a page for `path` (no query string). */
  knows(path: string): boolean;
}

/** A pattern's segments, once per choice of its optional (`:id?`, `edit?`) segments. */
function expandOptional(parts: readonly string[]): string[][] {
  const [first, ...rest] = parts;
  if (first === undefined) return [[]];
  const tails = expandOptional(rest);
  if (!first.endsWith('?')) return tails.map((tail) => [first, ...tail]);
  const kept = first.slice(0, -1);
  return [...tails.map((tail) => [kept, ...tail]), ...tails];
}

/** True when `segments` fit `parts` exactly: static segments equal, `:param` any one, `*` the rest. */
function fits(parts: readonly string[], segments: readonly string[]): boolean {
  for (const [index, part] of parts.entries()) {
    if (part === '*') return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    // React Router matches static segments case-insensitively by default.
    if (!part.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return parts.length === segments.length;
}

/** The route table of the build at `root`, or none when the build predates routes.json. */
export function readPageRoutes(root: string): PageRoutes | undefined {
  const file = join(root, 'routes.json');
  if (!existsSync(file)) return undefined;
  const { patterns } = JSON.parse(readFileSync(file, 'utf8')) as { patterns: string[] };
  return pageRoutes(patterns);
}

/** A path segment as the client router compares it (percent-decoded; as sent when that fails). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A matcher for React Router `patterns`. */
export function pageRoutes(patterns: readonly string[]): PageRoutes {
  const shapes = patterns.flatMap((pattern) => expandOptional(pattern.split('/').filter(Boolean)));
  return {
    knows(path) {
      // Empty segments are ignored, so a trailing slash is the same page, as in the client router.
      const segments = path.split('/').filter(Boolean).map(decodedSegment);
      return shapes.some((parts) => fits(parts, segments));
    },
  };
}
