import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicLiveMatch } from '@marcador/contracts';

/**
 * The spectator page of a shared live match (`/live?token=...`, decision 055), built from
 * apps/web/live.html with its script and styles inline (apps/web/build/inline-page.ts). The server
 * puts the match's view into the page as a JSON data block, so the board paints as soon as the HTML
 * has arrived, with no request after it: on a slow mobile network each one is a round trip.
 */
export const LIVE_PAGE = '/live';

/** Where the built page takes the view. */
const VIEW_MARK = /<!--live-view[^>]*-->/;
const INLINE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g;

export interface LivePageTemplate {
  before: string;
  after: string;
  /** The CSP source that allows the page's one inline script, and no other. */
  scriptSource: string;
}

/** The built page at `webRoot`, or none when the build has no spectator page. */
export function readLivePage(webRoot: string | undefined): LivePageTemplate | undefined {
  const file = webRoot === undefined ? '' : join(webRoot, 'live.html');
  if (!file || !existsSync(file)) return undefined;
  return livePageTemplate(readFileSync(file, 'utf8'));
}

/** Splits the built page at its mark; throws when the build is not the one this server expects. */
export function livePageTemplate(html: string): LivePageTemplate {
  const scripts = [...html.matchAll(INLINE_SCRIPT)];
  const mark = VIEW_MARK.exec(html);
  if (scripts.length !== 1 || !mark) {
    throw new Error('live.html: expected one inline module script and the live-view mark (rebuild the web app)');
  }
  const code = scripts[0]?.[1] ?? '';
  return {
    before: html.slice(0, mark.index),
    after: html.slice(mark.index + mark[0].length),
    scriptSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}

/**
 * JSON that is safe inside a `<script>` element: no "</script>" or "<!--" can end or change it, and
 * the two line separators JavaScript once refused are escaped.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page with `view` in it; null says the link opens nothing (the page says so at once). */
export function renderLivePage(template: LivePageTemplate, view: PublicLiveMatch | null): string {
  const data = `<script type="application/json" id="live-view">${scriptSafeJson(view)}</script>`;
  return `${template.before}${data}${template.after}`;
}

/** The app's CSP with the page's inline script allowed by its hash. */
export function withScriptSource(csp: string, source: string): string {
  return /(^|;\s*)script-src\s/.test(csp)
    ? csp.replace(/((?:^|;\s*)script-src\s[^;]*)/, `$1 ${source}`)
    : `${csp}; script-src 'self' ${source}`;
}
