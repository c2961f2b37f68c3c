/**
 * Tap-to-paint latency of the live scoreboard: from a tap on "point for us" to the frame that shows
 * the new label, in Debian's Chromium, against the baseline page (a React counter, decision 027)
 * in the same browser, interleaved tap by tap: at 4x CPU slowdown (a mid-range phone) within 1.5x
 * the baseline's, and unthrottled within one frame. The path measured is the real one: the tap,
 * React's render, the paint (the IndexedDB commit follows the paint, decision 027).
 * It starts its own server on 127.0.0.1 (scripts/test-server.mjs, an SMTP sink of its own for the
 * sign-up e-mail), signs a user up, sets up a padel match and taps. Each figure of a run is the
 * median of its taps.
 */
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const TAPS_PER_RUN = 40;
const WARM_UP_TAPS = 6;

/**
 * The smallest SMTP server nodemailer talks to: it accepts every message and keeps the verification
 * link of the last one (quoted-printable soft breaks and `=3D` undone).
 */
function smtpSink(port: number, onLink: (link: string) => void): Server {
  return createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 bench ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        const text = buffer.slice(0, end).replace(/=\r\n/g, '').replace(/=3D/gi, '=');
        const link = text.match(/https?:\/\/[^\s"<>]+\/api\/auth\/verify-email[^\s"<>]*/)?.[0];
        if (link) onLink(link);
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 OK\r\n');
      }
      let newline = buffer.indexOf('\r\n');
      while (!data && newline !== -1) {
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 bench\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  }).listen(port, '127.0.0.1');
}

interface TestServerModule {
  freePort(): Promise<number>;
  startTestServer(options: {
    smtpPort: number;
    priority: number;
  }): Promise<{ baseUrl: string; healthy: boolean; stop: () => Promise<void> }>;
}

// The server start-up the browser tests use. Imported by URL: the bench project compiles no scripts.
const { freePort, startTestServer } = (await import(
  pathToFileURL(join(root, 'scripts/test-server.mjs')).href
)) as TestServerModule;

/** What the runs share: the server, its SMTP sink, the account, the served baseline page. */
interface Rig {
  baseUrl: string;
  email: string;
  password: string;
  baseline: ServedBaseline;
  sink: Server;
  stopServer: () => Promise<void>;
}

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const trace = (step: string) => {
  if (process.env.BENCH_TRACE) console.error(`[tap-to-paint] ${step}`);
};

/** Starts the server, signs a user up and verifies the address, and serves the baseline page. */
async function startRig(): Promise<Rig> {
  const smtpPort = await freePort();
  let link: string | undefined;
  const sink = smtpSink(smtpPort, (found) => {
    link = found;
  });
  // The server stands in for a remote one: at the lowest priority, its work for the taps' sync does
  // not take the CPU the browser's frames are measured on (decision 027).
  const { baseUrl, healthy, stop: stopServer } = await startTestServer({ smtpPort, priority: 19 });
  if (!healthy) throw new Error('The server did not become healthy');
  trace('server healthy');
  const password = 'Saque#bench2026A1';
  const email = `bench-${Date.now()}@bench.marcador.test`;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      email,
      password,
      confirmPassword: password,
      firstName: 'Bench',
      lastName: 'Mark',
      username: `bench_${Date.now().toString(36)}`,
      sports: ['padel'],
    }),
  });
  if (signUp.status !== 201) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const verified = await fetch(await waitFor(() => link, 'the verification e-mail'), { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`Verification failed: ${verified.status}`);
  trace('signed up and verified');
  return { baseUrl, email, password, baseline: await serveBaselinePage(), sink, stopServer };
}

/** One run in a browser of its own: a match started, both pages warmed up, then the interleaved taps. */
function runInFreshBrowser(rig: Rig): Promise<PaintFigures> {
  return onStartedMatch(rig.baseUrl, { email: rig.email, password: rig.password }, [], async (page, browser) => {
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
    rig.sink.close();
    await rig.stopServer();
    rig = undefined;
  },
};

export default bench;
