/**
 * Tap-to-paint latency of the live scoreboard: from a tap on "point for us" to the frame that shows
 * the new label, in Debian's Chromium, against the baseline page (a React counter, decision 027)
 * in the same browser, interleaved tap by tap: at 4x CPU slowdown (a mid-range phone) within 1.5x
 * the baseline's, and unthrottled within one frame. The path measured is the real one: the tap,
 * React's render, the paint (the IndexedDB commit follows the paint).
 * It starts its own server on 127.0.0.1 (scripts/test-server.mjs, an SMTP sink of its own for the
 * sign-up e-mail), signs a user up, sets up a padel match and taps. Each figure of a run is the
 * median of its taps.
 */
import type { Page } from 'playwright-core';
import { openBaselinePage, type ServedBaseline, serveBaselinePage } from './baseline-page.ts';
import {
  interleavedRun,
  onStartedMatch,
  type PaintFigures,
  type PaintTiming,
  paintMetrics,
  sampled,
  tapExpression,
} from './paint-timing.ts';
import type { BenchmarkGroup } from './types.ts';
import { type ServerWithUser, serverWithVerifiedUser } from './verified-user.ts';

const RUNS = 5;
const TAPS_PER_RUN = 40;
const WARM_UP_TAPS = 6;

/** What the runs share: the server with its account, and the served baseline page. */
interface Rig {
  server: ServerWithUser;
  baseline: ServedBaseline;
}

const trace = (step: string) => {
  if (process.env.BENCH_TRACE) console.error(`[tap-to-paint] ${step}`);
};

/** Starts the server, signs a user up and verifies the address, and serves the baseline page. */
async function startRig(): Promise<Rig> {
  // The server stands in for a remote one: at the lowest priority, its work for the taps' sync does
  // not take the CPU the browser's frames are measured on.
  const server = await serverWithVerifiedUser(19);
  trace('signed up and verified');
  return { server, baseline: await serveBaselinePage() };
}

/** One run in a browser of its own: a match started, both pages warmed up, then the interleaved taps. */
function runInFreshBrowser(rig: Rig): Promise<PaintFigures> {
  const { baseUrl, email, password } = rig.server;
  return onStartedMatch(baseUrl, { email, password }, [], async (page, browser) => {
    trace('match started');
    // Steady state, as in a match under way: the start toast has gone and the scoreboard code is warm.
    await page.getByText('¡Partido iniciado!').waitFor({ state: 'hidden' });
    for (let i = 0; i < WARM_UP_TAPS; i++) await tap(page, i % 2 ? 'pointThem' : 'pointUs');
    const baseline = await openBaselinePage(browser, rig.baseline);
    for (let i = 0; i < WARM_UP_TAPS; i++) await baseline.sample();
    const app = await sampled(page, async () => {
      const figure = await tap(page, 'pointUs');
      // Their point in between keeps games going (deuce and advantage), so the match never ends.
      await tap(page, 'pointThem');
      return figure;
    });
    return interleavedRun(app, baseline, TAPS_PER_RUN);
  });
}

/** Taps a point button; resolves with the times until the new score is painted (bench/paint-timing.ts). */
function tap(page: Page, command: 'pointUs' | 'pointThem'): Promise<PaintTiming> {
  return page.evaluate(tapExpression(command, ['points-player1', 'points-player2'])) as Promise<PaintTiming>;
}

let rig: Rig | undefined;

const bench: BenchmarkGroup = {
  name: 'web: tap to painted score',
  metrics: paintMetrics('tap to painted score'),
  repeat: RUNS,
  async setup() {
    rig = await startRig();
  },
  run: () => runInFreshBrowser(rig as Rig),
  async teardown() {
    if (!rig) return;
    await rig.baseline.close();
    await rig.server.stop();
    rig = undefined;
  },
};

export default bench;
