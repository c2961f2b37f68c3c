import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { createVerifiedUser } from './support/accounts';
import { expect, test } from './support/test';
import { startOwnServer, type TestServer } from './support/test-server';

const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

/*
 * The club TV view of a tournament (decision 046). Tournaments are behind TOURNAMENTS_ENABLED, off
 * on the suite's shared server, so this file runs a server of its own with the flag on.
 */
test.describe.configure({ mode: 'serial' });

let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ TOURNAMENTS_ENABLED: 'true', TRUST_PROXY: 'true' }, 'tournament-tv');
});

test.afterAll(async () => {
  await server?.stop();
});

/** A request context on our server that names its origin, as the CSRF check wants for writes. */
function apiContext(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

interface Created {
  tournament: { id: string };
  rounds: { matches: { id: string; teamA: { name: string }[] }[] }[];
}

test('a TV page signed in nowhere shows the new standings after a result, without a reload', async ({ browser }) => {
  const organiser = await apiContext(server.baseUrl);
  const user = await createVerifiedUser(organiser, 'tvorganiser');
  const signIn = await organiser.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const names = ['Ana', 'Bea', 'Carlos', 'Dani', 'Eva', 'Fran', 'Gema', 'Hugo'];
  const created = await organiser.post('/api/tournaments', {
    data: {
      name: 'Americano del club',
      players: names.map((name) => ({ name })),
      courts: 2,
      format: 'americano',
      pointsPerMatch: 21,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { tournament, rounds } = (await created.json()) as Created;
  const link = await organiser.post(`/api/tournaments/${tournament.id}/spectator-link`);
  const { token } = (await link.json()) as { token: string };

  // A context with no session: a TV at the club.
  const tv = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await tv.newPage();
  await page.goto(`${server.baseUrl}/tournament-tv?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Americano del club' })).toBeVisible();
  await expect(page.getByText('Ronda 1 de 7')).toBeVisible();
  const standings = page.getByRole('table');
  await expect(standings.getByRole('columnheader', { name: 'Jugados' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  const match = rounds[0]?.matches[0];
  if (!match) throw new Error('round 1 has no match');
  const result = await organiser.put(`/api/tournaments/${tournament.id}/matches/${match.id}/result`, {
    data: { scoreA: 21, scoreB: 0, resultId: crypto.randomUUID() },
  });
  expect(result.status(), await result.text()).toBe(200);

  // The first line is now a winner of that match, 21 points up; the page was not reloaded.
  const first = standings.getByRole('row').nth(1);
  await expect(first).toContainText('+21');
  await expect(first.getByRole('rowheader')).toHaveText(new RegExp(match.teamA.map((p) => p.name).join('|')));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.screenshot({ path: join(screenshots, 'tournament-tv-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: join(screenshots, 'tournament-tv-360.png'), fullPage: true });

  // Withdrawn by the organiser: the open page says the link no longer works.
  const revoked = await organiser.delete(`/api/tournaments/${tournament.id}/spectator-link`);
  expect(revoked.status()).toBe(200);
  await expect(page.getByRole('alert')).toContainText('Este enlace no funciona');

  await tv.close();
  await organiser.dispose();
});
