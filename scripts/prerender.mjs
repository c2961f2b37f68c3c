/**
 * Prerenders the visitor's `/` and `/auth` in each language into the web build (decision 015):
 * builds apps/web/src/prerender/render-page.tsx for Node, renders each page into a copy of the
 * built index.html, and writes `dist/prerendered/<language>/<file>` with `dist/prerendered/pages.json`,
 * which tells the server which paths have one. It also writes `dist/routes.json`, the route table's
 * paths, so the server answers 404 for pages the app does not have (decision 020). Run by
 * web-build.mjs after the client build.
 */

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/** Text safe inside an element or a double-quoted attribute. */
function escapeHtml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** A control's opening tag without the attribute (as React writes it); class names may mention `disabled:`. */
const CONTROL = /<(button|input|select|textarea)\b(?![^>]*\sdisabled="")/g;

/**
 * The page's form controls, disabled: they work once the app has rendered over the page. Until then
 * a click would do nothing, a native submit would put a password into the URL, and what was typed
 * would vanish when the app's own controls take their place. Links keep working.
 */
export function disableControls(html) {
  return html.replace(CONTROL, '<$1 disabled=""');
}

/** The shell with the page's markup in place of the boot screen, its language, title and description. */
export function pageDocument(shell, { language, html, title, description }) {
  if (!ROOT_ELEMENT.test(shell)) throw new Error('index.html has no boot screen inside <div id="root">');
  // Replacement functions, so a `$` in the page or its title is taken literally.
  return shell
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, open, close) => `${open}${escapeHtml(description)}${close}`,
    )
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps/web');
const vite = join(root, 'node_modules/vite/bin/vite.js');

async function prerender() {
  const ssrDir = join(webDir, '.prerender');
  const built = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--ssr',
      'src/prerender/render-page.tsx',
      '--outDir',
      ssrDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('The prerender build failed (see the output above).');
  try {
    // React's production server renderer: the development one renders the same markup, slower.
    process.env.NODE_ENV = 'production';
    const { renderPage, PRERENDERED_PAGES, LANGUAGES, ROUTE_PATTERNS } = await import(
      pathToFileURL(join(ssrDir, 'render-page.js')).href
    );
    const distDir = join(webDir, 'dist');
    writeFileSync(join(distDir, 'routes.json'), `${JSON.stringify({ patterns: ROUTE_PATTERNS }, null, 2)}\n`);
    const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
    for (const language of LANGUAGES) {
      mkdirSync(join(distDir, 'prerendered', language), { recursive: true });
      for (const { path, file } of PRERENDERED_PAGES) {
        const page = await renderPage(path, language);
        if (/<script/i.test(page.html))
          throw new Error(`The prerender of ${path} has a script: the CSP forbids inline ones`);
        const document = pageDocument(shell, { language, ...page, html: disableControls(page.html) });
        writeFileSync(join(distDir, 'prerendered', language, file), document);
      }
    }
    const manifest = { languages: LANGUAGES, pages: PRERENDERED_PAGES };
    writeFileSync(join(distDir, 'prerendered', 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await prerender();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
