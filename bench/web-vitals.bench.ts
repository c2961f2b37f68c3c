/**
 * Largest Contentful Paint and Cumulative Layout Shift of a first visit to `/`, `/auth` and a shared
 * match's spectator page (`/live?token=...`), in Debian's Chromium on a mid-range phone over a slow
 * mobile network: CPU slowed 4x and Lighthouse's mobile network profile (562.5 ms round trip, 1.47
 * Mbit/s down, 675 kbit/s up) applied through the DevTools protocol. Each visit is in a fresh browser
 * context, so nothing comes from a cache. The server is the real one on 127.0.0.1
 * (scripts/test-server.mjs), with one account whose match is shared.
 *
 * The spectator page is judged against a baseline page visited right before it in the same run, in
 * the same browser with the same throttling: a static HTML page holding one paragraph, served by a
 * bare `node:http` server on 127.0.0.1 (the least a page can take to paint on that network: its
 * connection, its request and its bytes). The page's 1.5 s target is over that baseline's quiet figure.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import type { BenchmarkGroup, Metric } from './types.ts';
import { type ServerWithUser, serverWithVerifiedUser } from './verified-user.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const PAGES = ['/', '/auth'] as const;
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.47 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
/** After the network is quiet, how long to keep observing late paints and shifts. */
const SETTLE_MS = 1_500;
/**
 * The baseline page's LCP on a quiet 2-core machine (640 ms, 2026-12-02: `npm run bench -- vitals`,
 * runs 632-644 ms; the same page took 1,112 ms beside a CI run), and the 1.5 s target over it,
 * rounded down to a hundredth (2.34x).
 */
const QUIET_BASELINE_LCP_MS = 640;
const LIVE_LCP_BUDGET = { max: Math.floor((1_500 / QUIET_BASELINE_LCP_MS) * 100) / 100 };

/** The baseline: one paragraph, no script, no style sheet, no image. */
const BASELINE_HTML = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head>
<body><p style="font: 700 2rem system-ui; margin: 2rem">Leones 6-4 3-2 · 40-15</p></body></html>`;

/**
 * Runs in the page before its own scripts: records the latest LCP candidate and the layout shifts
 * not caused by input (the page is never touched, so that is all of them).
 */
const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

let browser: Browser | undefined;
let server: ServerWithUser | undefined;
let baselineServer: Server | undefined;
let baselineUrl = '';
let livePath = '';

async function visit(url: string): Promise<{ lcp: number; cls: number }> {
  const context = await (browser as Browser).newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The spectator page keeps its event stream open: the network is never idle there.
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState(url.includes('/live') ? 'load' : 'networkidle', { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const vitals = (await page.evaluate('window.__vitals')) as { lcp: number; cls: number };
    if (!vitals.lcp) throw new Error(`no largest-contentful-paint entry on ${url}`);
    return vitals;
  } finally {
    await context.close();
  }
}

/** The account's match, a few points in, shared: the spectator page's address. */
export async function sharedMatchPath({ baseUrl, email, password }: ServerWithUser): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<{ token?: string }>;
  };
  const match = `/api/matches/${randomUUID()}`;
  const team = (name: string, color: string, players: string[]) => ({ name, color, players });
  const config = {
    isDoubles: true,
    team1: team('Leones', 'green', ['Carlos Ruiz', 'Ana López']),
    team2: team('Águilas', 'blue', ['Luis Pérez', 'Marta Gil']),
    invitedPlayers: [],
    club: null,
    sessionDuration: 90,
    tournament: null,
  };
  await send('PUT', match, {
    config,
    rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
    startedAt: Date.now(),
  });
  const sides = '1112121122221';
  const entries = [...sides].map((side, i) => ({
    id: randomUUID(),
    seq: i + 1,
    at: Date.now(),
    type: 'point_won',
    side: side === '1' ? 'player1' : 'player2',
  }));
  await send('POST', `${match}/entries`, { entries });
  const { token } = await send('POST', `${match}/spectator-link`);
  return `/live?token=${token}`;
}

const metrics: Metric[] = [
  ...PAGES.flatMap((path) => [
    { key: `lcp ${path}`, name: `web: LCP of ${path}, slow 4G, 4x CPU`, unit: 'ms', budget: { max: 2_500 } },
    { key: `cls ${path}`, name: `web: CLS of ${path}`, unit: '', budget: { max: 0.05 } },
  ]),
  { key: 'lcp baseline', name: 'web: LCP of a one-paragraph static page (baseline)', unit: 'ms', budget: {} },
  {
    key: 'lcp /live',
    name: "web: LCP of a shared match's spectator page /live, slow 4G, 4x CPU",
    unit: 'ms',
    budget: LIVE_LCP_BUDGET,
    versus: 'lcp baseline',
  },
  { key: 'cls /live', name: 'web: CLS of /live', unit: '', budget: { max: 0.05 } },
];

const group: BenchmarkGroup = {
  name: 'web vitals',
  metrics,
  repeat: 5,
  async setup() {
    server = await serverWithVerifiedUser();
    livePath = await sharedMatchPath(server);
    baselineServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(BASELINE_HTML);
    });
    await new Promise<void>((resolve) => (baselineServer as Server).listen(0, '127.0.0.1', resolve));
    baselineUrl = `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}/`;
    const { chromiumArgs } = (await import(pathToFileURL(join(root, 'e2e/playwright.config.ts')).href)) as {
      chromiumArgs: string[];
    };
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
  },
  async run() {
    const { baseUrl } = server as ServerWithUser;
    const figures: Record<string, number> = {};
    for (const path of PAGES) {
      const { lcp, cls } = await visit(`${baseUrl}${path}`);
      figures[`lcp ${path}`] = lcp;
      figures[`cls ${path}`] = cls;
    }
    // The baseline right before the page judged against it: a burst of load on the machine hits both.
    figures['lcp baseline'] = (await visit(baselineUrl)).lcp;
    const live = await visit(`${baseUrl}${livePath}`);
    figures['lcp /live'] = live.lcp;
    figures['cls /live'] = live.cls;
    return figures;
  },
  async teardown() {
    await browser?.close();
    browser = undefined;
    baselineServer?.close();
    baselineServer = undefined;
    await server?.stop();
    server = undefined;
  },
};

export default group;
