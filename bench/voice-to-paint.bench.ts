/**
 * Voice-to-paint latency of the live scoreboard: from the recogniser's final result ("punto para
 * nosotros") to the frame that shows the new score, in Debian's Chromium with the CPU slowed 4x.
 * The path measured is the player's: our recognition adapter, the domain grammar and gate, the
 * command registry, the IndexedDB commit, React, the paint. Only the browser's recogniser is the
 * browser tests' scripted one (e2e/support/voice.ts), which hands the result over at once.
 * It starts a Premium server of its own (the browser tests' way, with an SMTP sink of its own) and
 * reports the median of each run's utterances.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { median } from './median.ts';
import type { Benchmark } from './types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;
const UTTERANCES_PER_RUN = 16;
const CPU_SLOWDOWN = 4;
/** The same command may not come back within 1,200 ms (the duplicate window); two commands alternate. */
const PAUSE_BETWEEN_MS = 700;
const PHRASES = ['punto para nosotros', 'punto para ellos'] as const;

const load = <T>(path: string) => import(pathToFileURL(join(root, path)).href) as Promise<T>;

interface VoiceSupport {
  VOICE_STAND_INS: string;
  startPremiumServer(labels: readonly string[]): Promise<{
    baseUrl: string;
    users: { email: string; password: string }[];
    stop: () => Promise<void>;
  }>;
}

interface Rig {
  browser: Browser;
  page: Page;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const { freePort: find } = await load<{ freePort(): Promise<number> }>('scripts/test-server.mjs');
  return find();
}

async function startRig(): Promise<Rig> {
  // The browser tests' Premium server reads its mail from the SMTP sink they use.
  const mailDir = mkdtempSync(join(tmpdir(), 'marcador-bench-mail-'));
  const smtpPort = await freePort();
  const { startMailSink } = await load<{ startMailSink(port: number, folder: string): Promise<{ close(): unknown }> }>(
    'e2e/support/mail-sink.ts',
  );
  const sink = await startMailSink(smtpPort, mailDir);
  process.env.E2E_SMTP_PORT = String(smtpPort);
  process.env.E2E_MAIL_DIR = mailDir;
  const { startPremiumServer, VOICE_STAND_INS } = await load<VoiceSupport>('e2e/support/voice.ts');
  const server = await startPremiumServer(['bench-voice']);
  const { chromiumArgs } = await load<{ chromiumArgs: string[] }>('e2e/playwright.config.ts');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(VOICE_STAND_INS);
  const page = await context.newPage();
  const user = server.users[0] as { email: string; password: string };
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: user,
    headers: { origin: server.baseUrl },
  });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
  await page.goto('/setup');
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  await page.getByTestId('points-player1').waitFor();
  await page.getByRole('switch', { name: /Micrófono/ }).check();
  // Our announcements "play" for 10 ms: the pause for our own speech stays in the loop, short.
  await page.evaluate('window.__voice.speechMs = 10');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return {
    browser,
    page,
    stop: async () => {
      await browser.close();
      await server.stop();
      await sink.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * In the page: waits until the recogniser listens and the panel says so (a player speaks some time
 * after the microphone restarted, not in the same frame), hands it a final result and resolves with the
 * milliseconds until the frame showing the new score is painted (the DOM change, then
 * requestAnimationFrame, then a task after that frame). A string: it runs in the page.
 */
const SPEAK_IN_PAGE = `(phrase) => new Promise((resolve) => {
  const points = () => document.querySelector('[data-testid="points-player1"]').textContent + '|' +
    document.querySelector('[data-testid="points-player2"]').textContent;
  const listening = () => document.querySelector('[data-testid="voice-mic-button"]')?.dataset.micState === 'listening';
  const heard = () => {
    const recogniser = window.__voice.current;
    if (!recogniser || !recogniser.running || !listening()) return void setTimeout(heard, 20);
    const before = points();
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (points() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    recogniser.deliver([phrase]);
    recogniser.stop();
  };
  heard();
})`;

let rig: Rig | undefined;

const bench: Benchmark = {
  name: 'web: voice command to painted score, Chromium at 4x CPU slowdown',
  unit: 'ms',
  budget: { max: 50 },
  repeat: RUNS,
  async setup() {
    rig = await startRig();
  },
  async run() {
    const { page } = rig as Rig;
    const samples: number[] = [];
    for (let i = 0; i < UTTERANCES_PER_RUN; i++) {
      const phrase = PHRASES[i % PHRASES.length] as string;
      samples.push((await page.evaluate(`(${SPEAK_IN_PAGE})(${JSON.stringify(phrase)})`)) as number);
      await page.waitForTimeout(PAUSE_BETWEEN_MS);
    }
    return median(samples);
  },
  async teardown() {
    await rig?.stop();
    rig = undefined;
  },
};

export default bench;
