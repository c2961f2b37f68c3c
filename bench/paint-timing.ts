/**
 * How the browser benches time a change on screen, shared by the app's pages and the baseline page
 * (decision 027): the same in-page code, the same throttling, the same interleaving, the same metrics.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type CDPSession, chromium, type Locator, type Page } from 'playwright-core';
import { median } from './median.ts';
import type { Metric } from './types.ts';

/** Every measured page's browser context: a phone's screen, in Spanish. */
export const PHONE_CONTEXT = { locale: 'es-ES', viewport: { width: 390, height: 844 } } as const;

/**
 * Runs `use` on a match just started on /app, in a browser of its own (each of a bench's runs gets
 * one: an independent draw of how the machine places the browser's processes, which stays the same
 * for a browser's life): a phone context on `baseURL` with the paint timer and
 * `initScripts` installed, `user` signed in, a match set up with the defaults and started.
 */
export async function onStartedMatch<T>(
  baseURL: string,
  user: { email: string; password: string },
  initScripts: readonly string[],
  use: (page: Page, browser: Browser) => Promise<T>,
): Promise<T> {
  // The browser tests' flags (headless Debian Chromium without background traffic). Imported by URL:
  // the bench project does not compile the e2e folder.
  const config = pathToFileURL(join(import.meta.dirname, '../e2e/playwright.config.ts')).href;
  const { chromiumArgs } = (await import(config)) as { chromiumArgs: string[] };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL });
    for (const script of initScripts) await context.addInitScript(script);
    await context.addInitScript(PAINT_TIMING_SCRIPT);
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: { origin: baseURL },
    });
    if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
    const page = await context.newPage();
    await page.goto('/setup');
    // Pressed from the page, as the measured taps are: a phone has no mouse pointer resting over the
    // page, and one left there by the set-up (Playwright's click moves it) makes Chromium hit-test the
    // page under it in every frame to update hover (4.3 ms a frame at 4x, traced), which the baseline
    // page, never pointed at, does not pay.
    await pressFromThePage(page.getByRole('button', { name: 'Guardar y empezar' }));
    await pressFromThePage(page.getByRole('button', { name: 'Empezar partido' }));
    await page.getByTestId('points-player1').waitFor();
    return await use(page, browser);
  } finally {
    await browser.close();
  }
}

/**
 * Clicks the element from the page's own script, without moving the mouse over the page: every
 * control a paint bench presses before measuring goes through here (see onStartedMatch).
 */
export async function pressFromThePage(target: Locator): Promise<void> {
  await target.evaluate((element) => (element as unknown as { click(): void }).click());
}

/** A mid-range phone: Chromium's CPU slowed this many times. */
export const CPU_SLOWDOWN = 4;
/** A frame at 60 Hz; unthrottled, the new figure must be on screen within it. */
export const FRAME_MS = 16;

/**
 * Installed in every measured page before its own scripts (`addInitScript`):
 * `__timeToPaint(read, act)` runs `act` and, once `read()` changes, waits for the next frame
 * (requestAnimationFrame) and resolves with two times from the start, in milliseconds:
 * - `painted`: a task of the highest priority (`scheduler.postTask`, user-blocking) posted in that
 *   frame, so it runs as soon as the frame (style, layout, paint, commit to the compositor) is done:
 *   the new figure is on screen. What a page queued in its normal task queues before it (a write
 *   after the paint, a request, its replies) cannot come first. The verdicts are on this time.
 * - `settled`: a task of normal priority posted in that frame, which runs only after everything
 *   queued before it: the time until the page is free again (reported, not judged).
 * A string, not a function: tsx would wrap a function's inner helpers in its own `__name`, which
 * the page does not have.
 */
export const PAINT_TIMING_SCRIPT = `window.__timeToPaint = (read, act) => new Promise((resolve) => {
  const before = read();
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (read() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      let painted;
      scheduler.postTask(() => {
        painted = performance.now() - start;
      }, { priority: 'user-blocking' });
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ painted, settled: performance.now() - start });
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  act();
});`;

/**
 * An in-page expression that clicks the first `[data-command=…]` button and resolves with the
 * times to paint a change of the text of `[data-testid=…]` elements (joined): a `PaintTiming`.
 */
export function tapExpression(command: string, testIds: readonly string[]): string {
  const selectors = JSON.stringify(testIds.map((id) => `[data-testid="${id}"]`));
  return `window.__timeToPaint(
    () => ${selectors}.map((selector) => document.querySelector(selector)?.textContent ?? '').join('|'),
    () => document.querySelector('[data-command="${command}"]').click(),
  )`;
}

/** What `__timeToPaint` resolves with (see PAINT_TIMING_SCRIPT). */
export interface PaintTiming {
  painted: number;
  settled: number;
}

/** One page measured: its CDP session (for throttling) and one sample of time to paint. */
export interface Sampled {
  cdp: CDPSession;
  sample: () => Promise<PaintTiming>;
}

/** Opens a CDP session on `page` and pairs it with its sampler. */
export async function sampled(page: Page, sample: () => Promise<PaintTiming>): Promise<Sampled> {
  return { cdp: await page.context().newCDPSession(page), sample };
}

/**
 * One sample of `page` with its main thread slowed `rate` times while, and only while, it is sampled.
 * Chromium slows a page by interrupting its main thread every 200 µs with a signal whose handler spins
 * for three times as long as the thread ran (at 4x), whether the page has work or not: a throttled
 * page burns three quarters of a core even when idle (measured: 4 s of CPU in 5 s on an idle page).
 * Two pages throttled for the whole run took 1.5 of this machine's 2 cores from the browser's other
 * threads, and the app's frame (its compositor's commit, the previous tap's storage and request) waited
 * for them as long as they happened to be placed: the same code measured 0.95x-2.07x in different
 * browsers. Slowed one at a time, each page is measured as on a phone running it alone.
 */
async function throttledSample({ cdp, sample }: Sampled, rate: number): Promise<PaintTiming> {
  if (rate === 1) return sample();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await sample();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** The figures of one run, by the metric keys `paintMetrics` names. */
export type PaintFigures = Record<
  'app' | 'baseline' | 'appFast' | 'baselineFast' | 'appSettled' | 'baselineSettled',
  number
>;

/**
 * One run: `count` pairs (a baseline sample, then an app sample, and so on, so a burst of load on the
 * machine hits both) at 4x CPU slowdown, each page slowed only during its own sample, then `count`
 * pairs unthrottled. Each figure is the median of its samples. `between` runs after each pair (the
 * pause between a player's commands).
 */
export async function interleavedRun(
  app: Sampled,
  baseline: Sampled,
  count: number,
  between: () => Promise<void> = async () => {},
): Promise<PaintFigures> {
  const measure = async (rate: number) => {
    const samples = { app: [] as PaintTiming[], baseline: [] as PaintTiming[] };
    for (let i = 0; i < count; i++) {
      samples.baseline.push(await throttledSample(baseline, rate));
      samples.app.push(await throttledSample(app, rate));
      await between();
    }
    const of = (side: PaintTiming[], time: keyof PaintTiming) => median(side.map((sample) => sample[time]));
    return {
      app: of(samples.app, 'painted'),
      baseline: of(samples.baseline, 'painted'),
      appSettled: of(samples.app, 'settled'),
      baselineSettled: of(samples.baseline, 'settled'),
    };
  };
  const slow = await measure(CPU_SLOWDOWN);
  const fast = await measure(1);
  return { ...slow, appFast: fast.app, baselineFast: fast.baseline };
}

/**
 * The rows of a paint bench: the app's figure at 4x CPU within 1.5x the baseline page's in the same
 * run; unthrottled within one frame, judged on the figure itself, its baseline
 * printed beside it; and, for reading, the time until each page is free again at 4x.
 */
export function paintMetrics(what: string): Metric[] {
  return [
    { key: 'baseline', name: 'web: baseline page, tap to painted number, 4x CPU', unit: 'ms', budget: {} },
    { key: 'app', name: `web: ${what}, 4x CPU`, unit: 'ms', budget: { max: 1.5 }, versus: 'baseline' },
    { key: 'baselineFast', name: 'web: baseline page, tap to painted number, unthrottled', unit: 'ms', budget: {} },
    {
      key: 'appFast',
      name: `web: ${what}, unthrottled`,
      unit: 'ms',
      budget: { max: FRAME_MS },
      versus: 'baselineFast',
      judgedOn: 'figure',
    },
    // Until each page is free again after that frame (its queued after-paint work done): read, not judged.
    {
      key: 'baselineSettled',
      name: 'web: baseline page, until the page is free again, 4x CPU',
      unit: 'ms',
      budget: {},
    },
    {
      key: 'appSettled',
      name: `web: ${what}, until the page is free again, 4x CPU`,
      unit: 'ms',
      budget: {},
      versus: 'baselineSettled',
    },
  ];
}
