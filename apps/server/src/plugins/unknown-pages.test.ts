import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';

/** A web build whose routes.json lists the route table's paths, as scripts/prerender.mjs writes it. */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'marcador-web-routes-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  const patterns = ['/', '/precios', '/sessions/:id', '/player/:id', '/dev/mailbox'];
  writeFileSync(join(root, 'routes.json'), JSON.stringify({ patterns }));
  return root;
}

describe('pages the route table does not know', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = webBuild();
    ctx = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/precios', '/sessions/42', '/player/ana-lopez'])('answer %s with the app, 200', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each(['/nope', '/sessions', '/precios/extra'])('answer %s with the app (its not-found page), 404', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('shows the development mailbox page (no SMTP_URL) to this computer only', async () => {
    const local = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const remote = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '192.168.1.30' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('the development mailbox page with SMTP_URL set', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = webBuild();
    ctx = await createTestApp({ webRoot, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('does not exist, even for this computer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
  });
});
