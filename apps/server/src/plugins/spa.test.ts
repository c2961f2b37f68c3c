import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';
import { type ListeningApp, listenOnLoopback } from '../test-http';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'marcador-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  for (const language of ['es', 'en']) {
    mkdirSync(join(webRoot, 'prerendered', language), { recursive: true });
    writeFileSync(join(webRoot, 'prerendered', language, 'auth.html'), `<div id="root">auth ${language}</div>`);
  }
  writeFileSync(
    join(webRoot, 'prerendered', 'pages.json'),
    JSON.stringify({ languages: ['es', 'en'], pages: [{ path: '/auth', file: 'auth.html', readsQuery: ['mode'] }] }),
  );
  ctx = await createTestApp({ webRoot });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('SPA serving', () => {
  it.each(['/', '/leaderboard', '/sessions/42', '/auth/confirm?redirect_to=/setup'])(
    'serves the shell for %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it("sends a visitor the prerendered page in the cookie's language, and anyone else the shell", async () => {
    const page = (url: string, cookie?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const visitor = await page('/auth?redirect=%2Fapp');
    expect(visitor.body).toBe('<div id="root">auth es</div>');
    expect(visitor.headers['x-prerendered']).toBe('visitor');
    expect(visitor.headers.vary).toContain('Cookie');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect((await page('/auth', 'language=en')).body).toBe('<div id="root">auth en</div>');
    for (const shell of [await page('/auth', 'marcador.session_token=abc'), await page('/auth?mode=register')]) {
      expect(shell.body).toContain('<!doctype html>');
      expect(shell.headers['x-prerendered']).toBeUndefined();
      expect(shell.headers.vary).toContain('Cookie');
    }
  });

  it('serves the Brotli copy of a file to a browser that accepts it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file or an API path with the JSON 404, not the shell', async () => {
    for (const url of ['/assets/missing.js', '/api/no-such-route']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

/** Through a real socket: `app.inject` would rewrite some of these addresses before the server saw them. */
describe('SPA serving of addresses as a client spells them', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await listenOnLoopback(ctx.app);
  });

  it.each(['/sessions/42', '/jugadores/Pe%C3%B1a%20Soler', '/auth?redirect=%2Fmatches%2F1&q=%61'])(
    'serves the shell or page for %s',
    async (target) => {
      const answer = await server.send({ method: 'GET', target });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<div id="root">');
    },
  );

  it.each([
    ['an encoded letter', '/%61uth'],
    ['an encoded API prefix', '/%61pi/leaderboard'],
    ['a dot segment', '/./auth'],
    ['a doubled slash', '//auth'],
  ])('refuses a page address with %s: 400 in our shape, neither page nor shell', async (_label, target) => {
    const answer = await server.send({ method: 'GET', target });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('non_canonical_url');
  });

  it('serves a hashed asset', async () => {
    const answer = await server.send({ method: 'GET', target: '/assets/app-abc123.js' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('console.log(1)');
  });
});
