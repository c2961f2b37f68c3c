import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';
import { disableControls, pageDocument } from './prerender.mjs';

/** The web app's own index.html: the prerender writes into what Vite builds from it. */
const SHELL = readFileSync(new URL('../apps/web/index.html', import.meta.url), 'utf8');

describe('pageDocument', () => {
  const page = (fields: { language?: string; html?: string; title?: string; description?: string }) =>
    pageDocument(SHELL, { language: 'es', html: '', title: '', description: '', ...fields });

  it("puts the page in place of the boot screen, with the page's language, title and description", () => {
    const html = page({
      language: 'en',
      html: '<h1>Sign in</h1>',
      title: 'Sign in · Marcador',
      description: 'Keep the "score" & more <live>.',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in · Marcador</title>');
    expect(html).toContain('content="Keep the &quot;score&quot; &amp; more &lt;live>."');
    expect(html).toMatch(/<div id="root"><h1>Sign in<\/h1><\/div>\s*<noscript>/);
    expect(html).toContain('<script type="module" src="/src/app/main.tsx"></script>');
    expect(html).not.toContain('Cargando');
  });

  it('takes `$` in the page literally', () => {
    const html = page({ html: '<p>12 $&amp; $1</p>', title: '$& $1', description: '$`' });
    expect(html).toContain('<div id="root"><p>12 $&amp; $1</p></div>');
    expect(html).toContain('<title>$&amp; $1</title>');
    expect(html).toContain('content="$`"');
  });

  it('refuses a shell without the boot screen', () => {
    expect(() =>
      pageDocument('<html lang="es"><body></body></html>', { language: 'es', html: '', title: '', description: '' }),
    ).toThrow(/boot screen/);
  });
});

describe('disableControls', () => {
  it('disables every form control once and leaves links and other elements alone', () => {
    expect(
      disableControls(
        '<form><input id="e"/><select name="l"><option>es</option></select><textarea></textarea>' +
          '<button type="submit" disabled="">Go</button><button class="disabled:opacity-55">Menu</button>' +
          '<buttons></buttons></form><a href="/x">x</a>',
      ),
    ).toBe(
      '<form><input disabled="" id="e"/><select disabled="" name="l"><option>es</option></select>' +
        '<textarea disabled=""></textarea><button type="submit" disabled="">Go</button>' +
        '<button disabled="" class="disabled:opacity-55">Menu</button>' +
        '<buttons></buttons></form><a href="/x">x</a>',
    );
  });
});

describe('precompress', () => {
  it('writes Brotli and gzip copies of text files big enough to gain, and leaves the rest alone', () => {
    const dist = mkdtempSync(join(tmpdir(), 'marcador-precompress-'));
    try {
      mkdirSync(join(dist, 'assets'));
      const script = 'console.log("marcador");\n'.repeat(100);
      writeFileSync(join(dist, 'assets', 'app.js'), script);
      writeFileSync(join(dist, 'assets', 'tiny.css'), 'a{}');
      writeFileSync(join(dist, 'assets', 'app.js.map'), script);
      precompress(dist);
      expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'app.js.br'))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(join(dist, 'assets', 'app.js.gz'))).toString()).toBe(script);
      expect(() => readFileSync(join(dist, 'assets', 'tiny.css.br'))).toThrow();
      expect(() => readFileSync(join(dist, 'assets', 'app.js.map.br'))).toThrow();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
