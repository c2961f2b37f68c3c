import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web build's prerendered pages (decision 015; scripts/prerender.mjs writes them with
 * `prerendered/pages.json`): a visitor's `/` and `/auth`, in each language, so the first paint
 * needs the HTML alone. They show a signed-out page, so a request carrying a session cookie gets the
 * plain shell instead, as does one whose query changes what the page shows.
 */
export interface PrerenderedPages {
  languages: string[];
  pages: { path: string; file: string; readsQuery: string[] }[];
}

/** The session cookie better-auth sets (prefix `marcador`, `__Secure-` on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?marcador\.session_token=/;
/** The web app's language choice, mirrored from localStorage into a cookie (lib/i18n.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([a-z]{2})(?:;|$)/;

/** The manifest of the build at `root`, or none when the build has no prerendered pages. */
export function readPrerenderedPages(root: string): PrerenderedPages | undefined {
  const file = join(root, 'prerendered', 'pages.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages;
}

/** The prerendered file (relative to the build) to send for a page request, or none for the shell. */
export function prerenderedFile(
  manifest: PrerenderedPages,
  request: { path: string; search: URLSearchParams; cookie: string | undefined },
): string | undefined {
  const cookie = request.cookie ?? '';
  if (SESSION_COOKIE.test(cookie)) return undefined;
  const page = manifest.pages.find(({ path }) => path === request.path);
  if (!page || page.readsQuery.some((name) => request.search.has(name))) return undefined;
  const chosen = LANGUAGE_COOKIE.exec(cookie)?.[1];
  const language = chosen && manifest.languages.includes(chosen) ? chosen : manifest.languages[0];
  return `prerendered/${language}/${page.file}`;
}
