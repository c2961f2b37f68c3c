/**
 * Voice-to-paint latency of the live scoreboard: from the recogniser's final result ("punto para
 * nosotros") to the frame that shows the new score, in Debian's Chromium, against the baseline
 * page's tap (a React counter, decision 027) in the same browser, one baseline tap in each pause
 * between commands: at 4x CPU slowdown within 1.5x the baseline's, and unthrottled within one frame.
 * The path measured is the player's: our recognition adapter, the domain grammar and gate, the
 * command registry, React, the paint (the IndexedDB commit follows the paint). Only the browser's
 * recogniser is the browser tests' scripted one (e2e/support/voice.ts), which hands the result over
 * at once. It starts a Premium server of its own (the browser tests' way, with an SMTP sink of its
 * own); each figure of a run is the median of its samples.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openBaselinePage, type ServedBaseline, serveBaselinePage } from './baseline-page.ts';
import {
  interleavedRun,
  onStartedMatch,
  type PaintFigures,
  type PaintTiming,
  paintMetrics,
  pressFromThePage,
  sampled,
} from './paint-timing.ts';
import type { BenchmarkGroup } from './types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const UTTERANCES_PER_RUN = 16;
/** The same command may not come back within 1,200 ms (the duplicate window); two commands alternate. */
const PAUSE_BETWEEN_MS = 700;
const PHRASES = ['punto para nosotros', 'punto para ellos'] as const;

const load = <T>(path: string) => import(pathToFileURL(join(root, path)).href) as Promise<T>;

interface VoiceSupport {
  VOICE_STAND_INS: string;
  startPremiumServer(
    labels: readonly string[],
    env: Record<string, string>,
    priority: number,
  ): Promise<{
    baseUrl: string;
    users: { email: string; password: string }[];
    stop: () => Promise<void>;
  }>;
}

/** What the runs share: the Premium server, its mail sink, the user, the served baseline page. */
interface Rig {
  baseUrl: string;
  user: { email: string; password: string };
  baseline: ServedBaseline;
  standIns: string;
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
  // The server stands in for a remote one: at the lowest priority, its work for the commands' sync
  // does not take the CPU the browser's frames are measured on.
  const server = await startPremiumServer(['bench-voice'], {}, 19);
  const baseline = await serveBaselinePage();
  return {
    baseUrl: server.baseUrl,
    user: server.users[0] as { email: string; password: string },
    baseline,
    standIns: VOICE_STAND_INS,
    stop: async () => {
      await baseline.close();
      await server.stop();
      await sink.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * One run in a browser of its own (as in the tap bench): a match started, the microphone on, then
 * the interleaved commands and taps.
 */
function runInFreshBrowser(rig: Rig): Promise<PaintFigures> {
  return onStartedMatch(rig.baseUrl, rig.user, [rig.standIns], async (page, browser) => {
    // From the page, as the match's own buttons: Playwright's check() left the mouse over the switch,
    // and Chromium then hit-tested the page for hover in every measured frame (4-5 ms a frame at 4x,
    // traced), which the baseline page, never pointed at, does not pay.
    await pressFromThePage(page.getByRole('switch', { name: /Micrófono/ }));
    await page.getByRole('switch', { name: /Micrófono/, checked: true }).waitFor();
    // Our announcements "play" for 10 ms: the pause for our own speech stays in the loop, short.
    await page.evaluate('window.__voice.speechMs = 10');
    const baseline = await openBaselinePage(browser, rig.baseline);
    let said = 0;
    const app = await sampled(page, () => {
      const phrase = PHRASES[said++ % PHRASES.length] as string;
      return page.evaluate(`(${SPEAK_IN_PAGE})(${JSON.stringify(phrase)})`) as Promise<PaintTiming>;
    });
    // The same command may not come back within the duplicate window: a pause after each pair.
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, PAUSE_BETWEEN_MS));
    return interleavedRun(app, baseline, UTTERANCES_PER_RUN, pause);
  });
}

/**
 * In the page: waits until the recogniser listens and the panel says so (a player speaks some time
 * after the microphone restarted, not in the same frame), hands it a final result and resolves with the
 * milliseconds until the frame showing the new score is painted (bench/paint-timing.ts). A string:
 * it runs in the page.
 */
const SPEAK_IN_PAGE = `(phrase) => new Promise((resolve) => {
  const listening = () => document.querySelector('[data-testid="voice-mic-button"]')?.dataset.micState === 'listening';
  const heard = () => {
    const recogniser = window.__voice.current;
    if (!recogniser || !recogniser.running || !listening()) return void setTimeout(heard, 20);
    resolve(window.__timeToPaint(
      () => ['player1', 'player2'].map((side) => document.querySelector('[data-testid="points-' + side + '"]').textContent).join('|'),
      () => {
        recogniser.deliver([phrase]);
        recogniser.stop();
      },
    ));
  };
  heard();
})`;

let rig: Rig | undefined;

const bench: BenchmarkGroup = {
  name: 'web: voice command to painted score',
  metrics: paintMetrics('voice command to painted score'),
  repeat: RUNS,
  async setup() {
    rig = await startRig();
  },
  run: () => runInFreshBrowser(rig as Rig),
  async teardown() {
    await rig?.stop();
    rig = undefined;
  },
};

export default bench;
