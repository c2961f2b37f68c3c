import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts a built page's one script and its style sheets into the page itself (decision 055:
 * the spectator page). On a slow mobile network every request after the HTML costs a round trip
 * (562.5 ms on the bench's network), so a page whose script and styles are separate files paints no
 * sooner than about 1.7 s; inline, the first view paints as soon as the HTML has arrived. The files
 * stay in assets/ (their source maps, and `npm run size` reads the manifest). The server allows the
 * inline script by its hash (apps/server/src/plugins/live-page.ts), so the CSP keeps refusing any
 * other inline script.
 */
export function inlinePage(page: string): Plugin {
  let outDir = '';
  return {
    name: 'marcador:inline-page',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const file = join(outDir, page);
      let html = readFileSync(file, 'utf8');
      html = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, css: string) => {
        const source = readFileSync(join(outDir, css), 'utf8');
        return `<style>${source.replace(/\n\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')}</style>`;
      });
      const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"[^>]*><\/script>/g)];
      if (scripts.length !== 1) throw new Error(`${page}: expected one module script, found ${scripts.length}`);
      const [tag, js] = scripts[0] as RegExpMatchArray & [string, string];
      // The map's address is relative to the script's file: from the page it must name the folder.
      const code = readFileSync(join(outDir, js), 'utf8').replace(
        /\/\/# sourceMappingURL=(\S+)\s*$/,
        (_line, map: string) => `//# sourceMappingURL=/assets/${map}`,
      );
      if (/<\/script/i.test(code)) throw new Error(`${page}: the script holds "</script", it cannot be inlined`);
      html = html.replace(tag, () => `<script type="module">${code}</script>`);
      writeFileSync(file, html);
    },
  };
}
