import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectNoSideScrollAndShoot } from './support/fit';
import { continueFromServer, expectScore, lovePoints, tap } from './support/live-match';
import { expect as baseExpect, test } from './support/test';

/**
 * Community statistics (decision 038), in Spanish: a match a player saves is counted on
 * /community-stats. Other specs save matches on the same server at the same time, so the counts are
 * compared as "at least one more", never as exact totals.
 */

// The page's chunk and the chart library load lazily on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** The completed matches the API counts now (it may answer from its cache for up to a second after a save). */
async function countedMatches(page: Page): Promise<number> {
  const res = await page.request.get('/api/community-stats');
  expect(res.status()).toBe(200);
  return (await res.json()).matches;
}

/** A figure of the page's totals, read back from its Spanish formatting ("1.234"). */
async function shownTotal(page: Page, id: string): Promise<number> {
  const text = await page.getByTestId(`community-total-${id}`).locator('dd').innerText();
  return Number(text.replace(/\D/g, ''));
}

test('a saved match is counted on /community-stats, with its charts and their tables, at 360 and 1280 px', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'community');
  const before = await countedMatches(page);

  // One point from the end (6-1 5-0 40-0, scored on another device and continued here), then the last point.
  await continueFromServer(page, { team1: 'Leones', team2: 'Águilas' }, `${lovePoints('1111121' + '11111')}111`);
  await expectScore(page, { points: ['40', '0'], games: [5, 0], sets: [1, 0] });
  await tap(page, 'us');
  await expect(page.getByRole('dialog', { name: 'Gana Leones' })).toBeVisible();
  // The device saves the finish in the background: the counters move once it has.
  await expect.poll(() => countedMatches(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 1);

  // The phone menu's Social group leads there (its drawer-only labels come from the `menu` namespace).
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/setup');
  await page.getByRole('button', { name: 'Menú' }).click();
  const social = page.getByRole('dialog', { name: 'Menú' }).getByRole('region', { name: 'Social' });
  await expect(social.getByRole('link', { name: 'Buscar jugadores' })).toBeVisible();
  await social.getByRole('link', { name: 'Estadísticas de la comunidad' }).click();
  await expect(page).toHaveURL(/\/community-stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas de la comunidad' })).toBeVisible();
  await expect(page).toHaveTitle(/Estadísticas de la comunidad/);
  expect(await shownTotal(page, 'matches')).toBeGreaterThanOrEqual(before + 1);
  expect(await shownTotal(page, 'points')).toBeGreaterThan(0);
  expect(await shownTotal(page, 'players')).toBeGreaterThanOrEqual(1);

  // Each chart is a figure whose data is also a table (read by screen readers; the drawing is hidden from them).
  for (const name of [
    'Partidos por semana',
    'Días con más partidos',
    'Horas con más partidos',
    'Partidos por deporte',
  ]) {
    const figure = page.getByRole('figure', { name: new RegExp(name) });
    await expect(figure).toBeVisible();
    await expect(figure.getByRole('table')).toHaveCount(1);
    await expect(figure.locator('canvas')).toBeVisible();
  }
  const sports = page.getByRole('figure', { name: 'Partidos por deporte' }).getByRole('table');
  await expect(sports.getByRole('rowheader', { name: 'Pádel' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Clubes con más partidos' })).toBeVisible();

  await expectNoSideScrollAndShoot(page, 'community-stats-360');
  await expectAccessible(page, 'community statistics at 360 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('community-chart-per-week').locator('canvas')).toBeVisible();
  await expectNoSideScrollAndShoot(page, 'community-stats-1280');
});

test('says so in Spanish when the statistics cannot be loaded', async ({ page, request }) => {
  await signedIn(page, request, 'community-error');
  await page.route('**/api/community-stats', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/community-stats');
  await expect(page.getByRole('alert')).toContainText('Error al cargar las estadísticas de la comunidad');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
});
