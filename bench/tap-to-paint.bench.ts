/**
 * Tap-to-paint latency of the live scoreboard: from a tap on "point for us" to the frame that shows
 * the new label, in Debian's Chromium with the CPU slowed 4x (a mid-range phone). The path measured
 * is the real one: the entry is committed to IndexedDB, then React renders, then the browser paints.
 * It starts its own server on 127.0.0.1 (scripts/test-server.mjs, an SMTP sink of its own for the
 * sign-up e-mail), signs a user up, sets up a padel match and taps. Each run reports the median of its taps.
 */
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { median } from './median.ts';
import type { Benchmark } from './types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;
const TAPS_PER_RUN = 25;
const CPU_SLOWDOWN = 4;
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
  }): Promise<{ baseUrl: string; healthy: boolean; stop: () => Promise<void> }>;
}

// The server start-up the browser tests use. Imported by URL: the bench project compiles no scripts.
const { freePort, startTestServer } = (await import(
  pathToFileURL(join(root, 'scripts/test-server.mjs')).href
)) as TestServerModule;

interface Rig {
  stopServer: () => Promise<void>;
  sink: Server;
  browser: Browser;
  page: Page;
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

async function startRig(): Promise<Rig> {
  const smtpPort = await freePort();
  let link: string | undefined;
  const sink = smtpSink(smtpPort, (found) => {
    link = found;
  });
  const { baseUrl, healthy, stop: stopServer } = await startTestServer({ smtpPort });
  if (!healthy) throw new Error('The server did not become healthy');
  trace('server healthy');
  // The browser tests' flags (headless Debian Chromium without background traffic). Imported by URL:
  // the bench project does not compile the e2e folder.
  const playwrightConfig = pathToFileURL(join(root, 'e2e/playwright.config.ts')).href;
  const { chromiumArgs } = (await import(playwrightConfig)) as { chromiumArgs: string[] };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
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
  trace('signed up');
  // The verification link signs the browser in (autoSignInAfterVerification).
  await page.goto(await waitFor(() => link, 'the verification e-mail'));
  trace('verified');
  await page.goto('/setup');
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  await page.getByTestId('points-player1').waitFor();
  trace('match started');
  // Steady state, as in a match under way: the start toast has gone and the scoreboard code is warm.
  await page.getByText('¡Partido iniciado!').waitFor({ state: 'hidden' });
  for (let i = 0; i < WARM_UP_TAPS; i++) await tap(page, i % 2 ? 'pointThem' : 'pointUs');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { stopServer, sink, browser, page };
}

/**
 * In the page: taps a point button and resolves with the milliseconds until the frame showing the new
 * score is painted (the DOM change, then requestAnimationFrame, then a task after that frame). A
 * string, not a function: tsx would wrap a function's inner helpers in its own `__name`, which the
 * page does not have.
 */
const TAP_IN_PAGE = `(command) => new Promise((resolve) => {
  const score = () => ['player1', 'player2']
    .map((side) => document.querySelector('[data-testid="points-' + side + '"]')?.textContent ?? '')
    .join('|');
  const before = score();
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (score() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  document.querySelector('[data-command="' + command + '"]').click();
})`;

function tap(page: Page, command: 'pointUs' | 'pointThem'): Promise<number> {
  return page.evaluate(`(${TAP_IN_PAGE})(${JSON.stringify(command)})`) as Promise<number>;
}

let rig: Rig | undefined;

const bench: Benchmark = {
  name: 'web: tap to painted score, Chromium at 4x CPU slowdown',
  unit: 'ms',
  budget: { max: 50 },
  repeat: RUNS,
  async setup() {
    rig = await startRig();
  },
  async run() {
    const { page } = rig as Rig;
    const samples: number[] = [];
    for (let i = 0; i < TAPS_PER_RUN; i++) {
      samples.push(await tap(page, 'pointUs'));
      // Their point in between keeps games going (deuce and advantage), so the match never ends.
      await tap(page, 'pointThem');
    }
    return median(samples);
  },
  async teardown() {
    if (!rig) return;
    await rig.browser.close();
    rig.sink.close();
    await rig.stopServer();
    rig = undefined;
  },
};

export default bench;
