/**
 * Largest Contentful Paint and Cumulative Layout Shift of a first visit to `/` and `/auth`, in
 * Debian's Chromium on a mid-range phone over a slow mobile network: CPU slowed 4x and Lighthouse's
 * mobile network profile (562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up) applied through the
 * DevTools protocol. Each visit is in a fresh browser context, so nothing comes from a cache. The
 * server is the real one on 127.0.0.1 (scripts/test-server.mjs).
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import type { BenchmarkGroup, Metric } from './types.ts';

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

interface TestServerModule {
  freePort(): Promise<number>;
  startTestServer(options: {
    smtpPort: number;
  }): Promise<{ baseUrl: string; healthy: boolean; stop: () => Promise<void> }>;
}

let browser: Browser | undefined;
let stopServer = async () => {};
let baseUrl = '';

async function visit(path: string): Promise<{ lcp: number; cls: number }> {
  const context = await (browser as Browser).newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const vitals = (await page.evaluate('window.__vitals')) as { lcp: number; cls: number };
    if (!vitals.lcp) throw new Error(`no largest-contentful-paint entry on ${path}`);
    return vitals;
  } finally {
    await context.close();
  }
}

const metrics: Metric[] = PAGES.flatMap((path) => [
  { key: `lcp ${path}`, name: `web: LCP of ${path}, slow 4G, 4x CPU`, unit: 'ms', budget: { max: 2_500 } },
  { key: `cls ${path}`, name: `web: CLS of ${path}`, unit: '', budget: { max: 0.05 } },
]);

const group: BenchmarkGroup = {
  name: 'web vitals',
  metrics,
  repeat: 3,
  async setup() {
    const { freePort, startTestServer } = (await import(
      pathToFileURL(join(root, 'scripts/test-server.mjs')).href
    )) as TestServerModule;
    // The server wants an SMTP address; nothing here sends e-mail, so nobody listens there.
    const server = await startTestServer({ smtpPort: await freePort() });
    stopServer = server.stop;
    if (!server.healthy) throw new Error('The server did not become healthy');
    baseUrl = server.baseUrl;
    const { chromiumArgs } = (await import(pathToFileURL(join(root, 'e2e/playwright.config.ts')).href)) as {
      chromiumArgs: string[];
    };
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
  },
  async run() {
    const figures: Record<string, number> = {};
    for (const path of PAGES) {
      const { lcp, cls } = await visit(path);
      figures[`lcp ${path}`] = lcp;
      figures[`cls ${path}`] = cls;
    }
    return figures;
  },
  async teardown() {
    await browser?.close();
    browser = undefined;
    await stopServer();
  },
};

export default group;
