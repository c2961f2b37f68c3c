/**
 * The browser keeps scoring through a server crash: points are tapped while the server is dead
 * (kill -9), the scoreboard keeps counting from the device's log, and once the server is back on
 * the same port the device syncs by itself; the server then holds every point once, with the same
 * score, and a reload shows the same score from the device.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentMatchId, expectScore, setUpAndStart, tap } from '../e2e/support/live-match.ts';
import { seedPlayers } from './support/seed.ts';
import { freePort, root, type ServerProcess, serverProcess } from './support/server-process.ts';

interface MatchDetail {
  match: { entryCount: number; score: { player1: { games: number }; player2: { games: number } } };
  entries: { id: string }[];
}

let browser: Browser;
let server: ServerProcess;
let cookie: string;
const dataDir = mkdtempSync(join(tmpdir(), 'marcador-faults-browser-'));

beforeAll(async () => {
  const { ensureWebBuild } = (await import(pathToFileURL(join(root, 'scripts/web-build.mjs')).href)) as {
    ensureWebBuild: () => void;
  };
  ensureWebBuild();
  const [player] = await seedPlayers({ dataDir }, 1, 0);
  cookie = player?.cookie ?? '';
  server = serverProcess(await freePort(), { dataDir });
  await server.start();
  const { chromiumArgs } = (await import(pathToFileURL(join(root, 'e2e/playwright.config.ts')).href)) as {
    chromiumArgs: string[];
  };
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The match as the server holds it, read with the device's session. */
async function serverMatch(id: string): Promise<MatchDetail | undefined> {
  try {
    const response = await fetch(`${server.url}/api/matches/${id}`, { headers: { cookie } });
    return response.ok ? ((await response.json()) as MatchDetail) : undefined;
  } catch {
    return undefined;
  }
}

async function untilServerHolds(id: string, entries: number, ms: number): Promise<MatchDetail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = await serverMatch(id);
    if (match && match.match.entryCount >= entries) return match;
    if (Date.now() > deadline)
      throw new Error(`The server holds ${match?.match.entryCount ?? 'no'} of ${entries} entries`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('keeps scoring while the server is down and syncs everything once it is back', async () => {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.url };
    }),
  );
  const page = await context.newPage();
  await setUpAndStart(page);
  const id = await currentMatchId(page);
  await tap(page, 'us', 3);
  // The log's first entry is who serves first, recorded by the start; then the three points.
  await untilServerHolds(id, 4, 30_000);

  await server.kill9();
  await tap(page, 'them', 2);
  await tap(page, 'us', 4);
  // 3 + 1 of our points win the first game; 3 more make 40-0 in the second.
  await expectScore(page, { points: ['40', '0'], games: [1, 0] });

  await server.start();
  // The device retries with a growing pause (at most 30 s): allow for one full pause and the sync.
  const held = await untilServerHolds(id, 10, 60_000);
  expect(held.match.entryCount).toBe(10);
  expect(new Set(held.entries.map((entry) => entry.id)).size).toBe(10);
  expect([held.match.score.player1.games, held.match.score.player2.games]).toEqual([1, 0]);

  await page.reload();
  await expectScore(page, { points: ['40', '0'], games: [1, 0] });
  await context.close();
}, 300_000);
