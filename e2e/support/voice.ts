import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page, request } from '@playwright/test';
import { createVerifiedUser, type TestUser } from './accounts';

/**
 * Browser stand-ins for voice tests, installed with page.addInitScript before the app loads:
 * - a scripted SpeechRecognition (and webkitSpeechRecognition): our adapter, microphone machine and
 *   grammar run for real; only the browser's recogniser is replaced. The test pushes final results
 *   with their alternatives into the instance that is listening;
 * - a recording speechSynthesis: each utterance's text and language is kept, with whether a
 *   recogniser was listening while it played, and it "ends" after `speechMs`;
 * - a getUserMedia that grants the microphone (headless Chromium has none).
 * A string, not a function: it runs in the page, where the test runner's helpers do not exist.
 */
export const VOICE_STAND_INS = `(() => {
  const voice = { starts: 0, aborts: 0, langs: [], utterances: [], current: null, last: null, speechMs: 60 };
  window.__voice = voice;
  class ScriptedRecognition {
    constructor() {
      this.lang = ''; this.continuous = false; this.interimResults = false; this.maxAlternatives = 1;
      this.onstart = null; this.onend = null; this.onerror = null; this.onresult = null; this.running = false;
    }
    start() {
      if (this.running) throw new DOMException('already started', 'InvalidStateError');
      this.running = true; voice.current = this; voice.last = this; voice.starts++; voice.langs.push(this.lang);
      setTimeout(() => this.onstart && this.onstart(), 0);
    }
    finish(error) {
      if (!this.running) return;
      this.running = false;
      if (voice.current === this) voice.current = null;
      setTimeout(() => { if (error && this.onerror) this.onerror({ error }); if (this.onend) this.onend(); }, 0);
    }
    stop() { this.finish(null); }
    abort() { voice.aborts++; this.finish('aborted'); }
    /** One final result: each argument is an alternative, best first. */
    deliver(alternatives) {
      const result = alternatives.map((transcript, i) => ({ transcript, confidence: i === 0 ? 0.9 : 0 }));
      result.isFinal = true;
      if (this.onresult) this.onresult({ resultIndex: 0, results: [result] });
    }
  }
  window.SpeechRecognition = ScriptedRecognition;
  window.webkitSpeechRecognition = ScriptedRecognition;
  class Utterance {
    constructor(text) { this.text = text; this.lang = ''; this.voice = null; this.onend = null; this.onerror = null; }
  }
  const synthesis = {
    getVoices: () => [],
    cancel() {},
    speak(utterance) {
      voice.utterances.push({ text: utterance.text, lang: utterance.lang, heardBy: voice.current ? 'recogniser' : null });
      setTimeout(() => utterance.onend && utterance.onend({}), voice.speechMs);
    },
  };
  window.SpeechSynthesisUtterance = Utterance;
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  if (navigator.mediaDevices) {
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: async () => new MediaStream(), configurable: true });
  }
})()`;

/** A page with no speech recognition at all (the 'Voice Control Not Available' case). */
export const NO_RECOGNITION = `(() => {
  delete window.SpeechRecognition; delete window.webkitSpeechRecognition;
  Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true });
})()`;

export interface Utterance {
  text: string;
  lang: string;
  heardBy: 'recogniser' | null;
}

export async function installVoiceStandIns(page: Page): Promise<void> {
  await page.addInitScript(VOICE_STAND_INS);
}

/** Waits until our recogniser listens (the microphone button says so and an instance runs). */
export async function waitUntilListening(page: Page): Promise<void> {
  await expect(page.getByTestId('voice-mic-button')).toHaveAttribute('data-mic-state', 'listening');
  await expect.poll(() => page.evaluate('!!(window.__voice.current && window.__voice.current.running)')).toBe(true);
}

/** Says one utterance (its alternatives, best first) to the listening recogniser, which then ends. */
export async function speak(page: Page, ...alternatives: string[]): Promise<void> {
  await waitUntilListening(page);
  await page.evaluate(`(() => {
    const r = window.__voice.current;
    r.deliver(${JSON.stringify(alternatives)});
    r.stop();
  })()`);
}

/** Every utterance our speech output gave the browser's speechSynthesis so far. */
export function utterances(page: Page): Promise<Utterance[]> {
  return page.evaluate('window.__voice.utterances') as Promise<Utterance[]>;
}

/** How many times the app started and aborted the recogniser. */
export function recogniserCounts(page: Page): Promise<{ starts: number; aborts: number; langs: string[] }> {
  return page.evaluate(
    '({ starts: window.__voice.starts, aborts: window.__voice.aborts, langs: window.__voice.langs })',
  ) as Promise<{
    starts: number;
    aborts: number;
    langs: string[];
  }>;
}

interface TestServerModule {
  startTestServer(options: {
    smtpPort: number;
    env?: Record<string, string>;
    priority?: number;
  }): Promise<{ baseUrl: string; healthy: boolean; stop: () => Promise<void> }>;
}

const root = join(import.meta.dirname, '../..');

/**
 * A server of our own whose users are Premium. The plan is set the operator's way (`npm run user --
 * set-plan`), which refuses while a server holds the embedded database: so the users sign up on a
 * first server, it stops, the CLI sets their plan on the same data folder, and a second server
 * starts on it. Server speech is off (TTS_PROVIDER=off) so announcements reach speechSynthesis,
 * unless `env` says otherwise (it adds to or overrides the server's variables, e.g. a TTS_URL).
 * `priority` is the serving process's niceness (scripts/test-server.mjs; the voice bench's 19).
 */
export async function startPremiumServer(
  labels: readonly string[],
  env: Record<string, string> = {},
  priority = 0,
): Promise<{
  baseUrl: string;
  users: TestUser[];
  stop: () => Promise<void>;
}> {
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  if (!smtpPort) throw new Error('E2E_SMTP_PORT is not set: run the browser tests with `node scripts/e2e.mjs`.');
  const { startTestServer } = (await import(
    pathToFileURL(join(root, 'scripts/test-server.mjs')).href
  )) as TestServerModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'marcador-e2e-premium-'));
  const serverEnv = { DATA_DIR: dataDir, TRUST_PROXY: 'true', TTS_PROVIDER: 'off', ...env };

  const first = await startTestServer({ smtpPort, env: serverEnv });
  if (!first.healthy) throw new Error('The Premium test server did not start');
  const api = await request.newContext({ baseURL: first.baseUrl, extraHTTPHeaders: { origin: first.baseUrl } });
  const users: TestUser[] = [];
  try {
    for (const label of labels) users.push(await createVerifiedUser(api, label));
  } finally {
    await api.dispose();
    await first.stop();
  }

  for (const user of users) {
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'apps/server/src/cli/user.ts'), 'set-plan', user.email, 'premium'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    if (cli.status !== 0) throw new Error(`set-plan failed: ${cli.stderr || cli.stdout}`);
  }

  const second = await startTestServer({ smtpPort, env: serverEnv, priority });
  if (!second.healthy) throw new Error('The Premium test server did not restart');
  return {
    baseUrl: second.baseUrl,
    users,
    stop: async () => {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
