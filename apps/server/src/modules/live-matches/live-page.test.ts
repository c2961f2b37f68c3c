import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PublicLiveMatch } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi } from '../matches/test-matches';
import { livePageTemplate, withScriptSource } from './live-page';

/** The built page's shape (apps/web/build/inline-page.ts): one inline module script and the mark. */
const SCRIPT = 'const view = document.getElementById("live-view");';
const PAGE = `<!doctype html><html><head><style>main{}</style><script type="module">${SCRIPT}</script></head><body><main id="live"></main>
<!--live-view: the server puts the match's view here (decision 055)-->
</body></html>`;
const SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'marcador-live-page-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, 'live.html'), PAGE);
  ctx = await createTestApp({ webRoot });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/live${query}`, headers, remoteAddress: nextIp() });

/** The view the page carries: the JSON of its data block. */
function viewIn(html: string): PublicLiveMatch | null {
  const block = /<script type="application\/json" id="live-view">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('the page carries no view');
  return JSON.parse(block[1] as string) as PublicLiveMatch | null;
}

async function sharedMatch(user: TestUser, config = gameConfig()) {
  const id = await matchesApi(ctx, user).play(entryLog().games('1').points('12').entries, matchBody({ config }));
  const shared = await sendAs(ctx, user)('POST', `/api/matches/${id}/spectator-link`);
  return { id, token: shared.json().token as string };
}

describe('the spectator page /live', () => {
  it("carries the shared match's view, the same as the public read, under a CSP that allows its one script", async () => {
    const ana = await createUser(ctx);
    const { token } = await sharedMatch(ana);
    const response = await page(`?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${SCRIPT_SOURCE}`);
    expect(csp).toContain("default-src 'self'");

    const carried = viewIn(response.body);
    const read = (await ctx.app.inject({ method: 'GET', url: `/api/public/matches/${token}` })).json();
    expect({ ...carried, serverTime: null }).toEqual({ ...read, serverTime: null });
    expect(carried?.points).toEqual({ player1: '15', player2: '15' });
    expect(response.body).toContain('<main id="live">');
    expect(response.body).not.toContain('<!--live-view');
    for (const secret of [ana.email, ana.id]) expect(response.body).not.toContain(secret);
  });

  it('is gzipped for a browser that accepts it', async () => {
    const ana = await createUser(ctx);
    const { token } = await sharedMatch(ana);
    const response = await page(`?token=${token}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(viewIn(gunzipSync(response.rawPayload).toString('utf8'))?.points).toEqual({ player1: '15', player2: '15' });
  });

  it('answers 404 with the page and no view for a stopped, unknown, malformed or missing token', async () => {
    const ana = await createUser(ctx);
    const { id, token } = await sharedMatch(ana);
    await sendAs(ctx, ana)('DELETE', `/api/matches/${id}/spectator-link`);
    for (const query of [`?token=${token}`, `?token=${'A'.repeat(32)}`, '?token=nope', '', `?token=${token}&token=x`]) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(404);
      expect(viewIn(response.body), query).toBeNull();
    }
  });

  it('keeps a name that holds markup inside the data block', async () => {
    const ana = await createUser(ctx);
    const hostile = '</script><script>alert(1)</script><!--';
    const { token } = await sharedMatch(ana, gameConfig({ team1: { name: hostile, color: 'red', players: ['', ''] } }));
    const response = await page(`?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(hostile);
    expect(response.body.match(/<script/g)).toHaveLength(2);
    expect(viewIn(response.body)?.team1.name).toBe(hostile);
  });

  it("counts with the match's public reads: 120 a minute per address", async () => {
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const response = await ctx.app.inject({ method: 'GET', url: '/live?token=nope', remoteAddress });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/public/matches/${'A'.repeat(32)}`, remoteAddress });
    expect(read.statusCode).toBe(429);
  });
});

describe('the built page', () => {
  it('must have one inline script and the mark', () => {
    expect(() => livePageTemplate('<html><body></body></html>')).toThrow(/rebuild the web app/);
    expect(() => livePageTemplate(PAGE.replace(/<!--live-view[^>]*-->/, ''))).toThrow(/rebuild/);
    expect(livePageTemplate(PAGE).scriptSource).toBe(SCRIPT_SOURCE);
  });

  it("adds the script's hash to the CSP's script-src, or a script-src when there is none", () => {
    expect(withScriptSource("default-src 'self';script-src 'self';object-src 'none'", "'sha256-x'")).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';object-src 'none'",
    );
    expect(withScriptSource("default-src 'self'", "'sha256-x'")).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'",
    );
  });
});
