import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { retryingRateLimit, signedIn, signInWithApi } from './support/accounts';
import { currentMatchId, expectScore, setUpAndStart, tap, winGame } from './support/live-match';
import { expect, test } from './support/test';

const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

/** The server's copy of a match (GET /api/matches/:id), polled until `ready` holds. */
async function serverMatch(page: Page, id: string, ready: (body: ServerMatch) => boolean): Promise<ServerMatch> {
  let body: ServerMatch | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/matches/${id}`);
        if (!response.ok()) return false;
        body = (await response.json()) as ServerMatch;
        return ready(body);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return body as unknown as ServerMatch;
}

interface ServerMatch {
  match: { status: string; result: string | null; entryCount: number; score: { setScores: unknown[] } };
  entries: { id: string; type: string }[];
}

test.describe('live match', () => {
  test('a padel doubles match with golden point, played by buttons to the end: overlay, summary, history, reload in between', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page, request, 'padel');
    await setUpAndStart(page, { team1: 'Leones', team2: 'Águilas', deuce: 'Punto de oro' });

    // Golden point: at 40-40 the next point takes the game.
    for (let i = 0; i < 3; i++) {
      await tap(page, 'us');
      await tap(page, 'them');
    }
    await expectScore(page, { points: ['DEU', 'DEU'], games: [0, 0] });
    await tap(page, 'us');
    await expectScore(page, { points: ['0', '0'], games: [1, 0] });

    // Set 1: 6-2.
    await winGame(page, 'them', 2);
    await winGame(page, 'us', 5);
    await expectScore(page, { games: [0, 0], sets: [1, 0] });
    await expect(page.getByTestId('set-banner')).toHaveText('Set 2');

    // Mid-set: reload keeps the exact score.
    await winGame(page, 'us', 2);
    await winGame(page, 'them');
    await tap(page, 'us', 2);
    await tap(page, 'them');
    await expectScore(page, { points: ['30', '15'], games: [2, 1], sets: [1, 0] });
    await page.reload();
    await expectScore(page, { points: ['30', '15'], games: [2, 1], sets: [1, 0] });

    // Undo takes back exactly the last point.
    await page.locator('[data-command="undo"]').first().click();
    await expectScore(page, { points: ['30', '0'] });
    await tap(page, 'them');

    // Set 2: 6-1.
    await tap(page, 'us', 2);
    await winGame(page, 'us', 3);
    await expect(page.getByRole('dialog', { name: 'Gana Leones' })).toBeVisible();
    await page.getByRole('button', { name: 'Ver el marcador' }).click();
    const banner = page.getByTestId('finished-banner');
    await expect(banner).toContainText('Gana Leones');
    await expect(banner).toContainText('Sets: 6-2 6-1');
    await expect(page.locator('[data-command="pointUs"]').first()).toBeDisabled();
    await expect(page.locator('[data-command="endMatch"]').first()).toBeDisabled();

    const id = await currentMatchId(page);
    const saved = await serverMatch(page, id, (body) => body.match.status === 'completed');
    expect(saved.match.result).toBe('player1');
    await expect(page.getByTestId('sync-indicator')).toHaveText(/Sincronizado/);

    await banner.getByRole('button', { name: 'Ver resumen' }).click();
    await expect(page).toHaveURL(/\/match-summary\?id=/);
    await expect(page.getByTestId('summary-result')).toHaveText('Gana Leones');
    await expect(page.getByTestId('summary-sets')).toContainText('Leones');
    await expect(page.getByTestId('momentum-chart')).toBeVisible();
    await page.screenshot({ path: join(screenshots, 'match-summary-desktop.png'), fullPage: true });

    await page.goto('/profile?tab=partidos');
    const history = page.getByTestId('match-history');
    await expect(history).toContainText('Leones · Águilas');
    await expect(history).toContainText('6-2 6-1');
    await page.screenshot({ path: join(screenshots, 'match-history-desktop.png') });
  });

  test('points scored offline are kept and reach the server exactly once when the network returns', async ({
    page,
    context,
    request,
  }) => {
    await signedIn(page, request, 'offline');
    await setUpAndStart(page);
    await tap(page, 'us', 2);
    const id = await currentMatchId(page);
    // The start's serve choice is the log's first entry.
    await serverMatch(page, id, (body) => body.match.entryCount === 3);
    await expect(page.getByTestId('sync-indicator')).toHaveText(/Sincronizado/);

    await context.setOffline(true);
    await winGame(page, 'them', 2);
    await tap(page, 'us', 2);
    await expectScore(page, { points: ['30', '0'], games: [0, 2] });
    await expect(page.getByTestId('sync-indicator')).toHaveText(/10 pendientes/);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-indicator')).toHaveText(/Sincronizado/, { timeout: 40_000 });
    const stored = await serverMatch(page, id, (body) => body.match.entryCount === 13);
    expect(stored.entries).toHaveLength(13);
    expect(new Set(stored.entries.map((entry) => entry.id)).size).toBe(13);
    await page.reload();
    await expectScore(page, { points: ['30', '0'], games: [0, 2] });
  });

  test('after a first visit, /app opens and keeps scoring without network (service worker)', async ({
    page,
    context,
    request,
  }) => {
    await signedIn(page, request, 'pwa');
    await setUpAndStart(page);
    await tap(page, 'us', 3);
    // The worker controls the page once installed; wait until it has stored the loaded files.
    await page.waitForFunction(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const cache = await caches.open('marcador-shell-v1');
      const keys = await cache.keys();
      return keys.some((key) => key.url.includes('/assets/')) && keys.some((key) => key.url.endsWith('/index.html'));
    });
    await page.waitForTimeout(500);

    await context.setOffline(true);
    await page.reload();
    await expectScore(page, { points: ['40', '0'] });
    await tap(page, 'us');
    await expectScore(page, { points: ['0', '0'], games: [1, 0] });
    await expect(page.getByTestId('sync-indicator')).toHaveText(/pendiente/);
    await context.setOffline(false);
    await expect(page.getByTestId('sync-indicator')).toHaveText(/Sincronizado/, { timeout: 40_000 });
  });

  test('an unfinished match can be continued on another device, with its score', async ({ page, browser, request }) => {
    const user = await signedIn(page, request, 'continue');
    await setUpAndStart(page, { team1: 'Norte', team2: 'Sur' });
    await winGame(page, 'us');
    await tap(page, 'them', 2);
    const id = await currentMatchId(page);
    await serverMatch(page, id, (body) => body.match.entryCount === 7);

    const other = await browser.newContext();
    const tablet = await other.newPage();
    await retryingRateLimit(tablet, () => signInWithApi(tablet, user));
    await tablet.goto('/setup');
    const card = tablet.getByTestId('unfinished-match');
    await expect(card).toContainText('Norte · Sur');
    await card.getByRole('button', { name: 'Continuar' }).click();
    await expect(tablet).toHaveURL(/\/app$/);
    await expectScore(tablet, { points: ['0', '30'], games: [1, 0] });
    await tap(tablet, 'us');
    await expectScore(tablet, { points: ['15', '30'] });
    await serverMatch(tablet, id, (body) => body.match.entryCount === 8);
    await other.close();
  });

  test('"Empezar uno nuevo" then "Guardar y empezar" at once starts the new match, and the old one ends abandoned', async ({
    page,
    browser,
    request,
  }) => {
    const user = await signedIn(page, request, 'start-over');
    await setUpAndStart(page, { team1: 'Viejos', team2: 'Rivales' });
    await tap(page, 'us');
    const old = await currentMatchId(page);
    // The serve chosen at the start and the point.
    await serverMatch(page, old, (body) => body.match.entryCount === 2);

    const other = await browser.newContext();
    const phone = await other.newPage();
    await retryingRateLimit(phone, () => signInWithApi(phone, user));
    // The abandon's round trip is held until the new match is on screen, as on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await phone.route(`**/api/matches/${old}/finish`, async (route) => {
      await held;
      await route.continue();
    });
    await phone.goto('/setup');
    const card = phone.getByTestId('unfinished-match');
    await expect(card).toContainText('Viejos · Rivales');
    await card.getByRole('button', { name: 'Empezar uno nuevo' }).click();
    await expect(card).toHaveCount(0);
    await phone.getByRole('button', { name: 'Guardar y empezar' }).click();
    await expect(phone).toHaveURL(/\/app$/);
    await expect(phone.getByRole('button', { name: 'Empezar partido' })).toBeVisible();
    release();
    await serverMatch(phone, old, (body) => body.match.status === 'incomplete');
    // The hand-over of the new match outlived the old one's abandon.
    await phone.getByRole('button', { name: 'Empezar partido' }).click();
    await expectScore(phone, { points: ['0', '0'] });
    await other.close();
  });

  test('ending a match early gives it to the side ahead on the weighted rule', async ({ page, request }) => {
    await signedIn(page, request, 'early');
    await setUpAndStart(page, { team1: 'Rápidos', team2: 'Lentos' });
    await winGame(page, 'them');
    await tap(page, 'us', 3);
    const id = await currentMatchId(page);
    await page.locator('[data-command="endMatch"]').first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Terminar partido' }).click();
    await expect(page).toHaveURL(new RegExp(`/match-summary\\?id=${id}$`));
    // Games weigh 10, points 1: Lentos 10 against Rápidos 3.
    const ended = await serverMatch(page, id, (body) => body.match.status === 'completed');
    expect(ended.match.result).toBe('player2');
    await page.goto('/app');
    await expect(page).toHaveURL(/\/setup$/);
  });

  test('the phone held sideways shows its four buttons; screenshots of every layout', async ({ page, request }) => {
    await signedIn(page, request, 'layouts');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/setup');
    await page.screenshot({ path: join(screenshots, 'setup-390x844.png'), fullPage: true });
    await setUpAndStart(page, { team1: 'Leones', team2: 'Águilas' });
    await winGame(page, 'us', 2);
    await tap(page, 'them', 2);
    await tap(page, 'us');
    // The start toast would cover the scoreboard in the pictures.
    await expect(page.getByText('¡Partido iniciado!')).toBeHidden();
    await page.screenshot({ path: join(screenshots, 'scoreboard-portrait.png'), fullPage: false });

    await page.setViewportSize({ width: 844, height: 390 });
    const landscape = page.getByTestId('landscape-board');
    await expect(landscape).toBeVisible();
    for (const command of ['pointUs', 'pointThem', 'undo', 'endMatch']) {
      await expect(landscape.locator(`[data-command="${command}"]`)).toBeInViewport();
    }
    await landscape.locator('[data-command="pointThem"]').click();
    await expect(landscape.getByTestId('points-player2')).toHaveText('40');
    await page.screenshot({ path: join(screenshots, 'scoreboard-landscape.png') });

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(landscape).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expectScore(page, { points: ['30', '40'] });
    await page.keyboard.press('z');
    await expectScore(page, { points: ['15', '40'] });
    await page.keyboard.press('2');
    await expectScore(page, { points: ['0', '0'], games: [2, 1] });
    await page.screenshot({ path: join(screenshots, 'scoreboard-desktop.png') });
  });
});
