import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser } from './support/accounts';
import { appTookOver } from './support/app';
import { expectNoSideScrollAndShoot } from './support/fit';
import { expect as baseExpect, test } from './support/test';

/*
 * The club TV view of a tournament (decision 046), in Spanish: the e2e server runs with
 * TOURNAMENTS_ENABLED (scripts/e2e.mjs, decision 045); the TV page is opened in a context nobody
 * signed in to, while the organiser enters a result through the API.
 */

// A sign-up and a lazy page on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The organiser's writes name the app's origin, as the CSRF check wants. */
const headers = { origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin };

interface Created {
  tournament: { id: string };
  rounds: { matches: { id: string; teamA: { name: string }[] }[] }[];
}

/** Signs an organiser up and in on `request`, and creates an 8-player americano on 2 courts with its spectator link. */
async function tournamentWithLink(request: APIRequestContext) {
  const user = await createVerifiedUser(request, 'tvorganiser');
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const created = await request.post('/api/tournaments', {
    headers,
    data: {
      name: 'Americano del club',
      players: ['Ana', 'Bea', 'Carlos', 'Dani', 'Eva', 'Fran', 'Gema', 'Hugo'].map((name) => ({ name })),
      courts: 2,
      format: 'americano',
      pointsPerMatch: 21,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { tournament, rounds } = (await created.json()) as Created;
  const link = await request.post(`/api/tournaments/${tournament.id}/spectator-link`, { headers });
  expect(link.status(), await link.text()).toBe(200);
  const { token } = (await link.json()) as { token: string };
  const match = rounds[0]?.matches[0];
  if (!match) throw new Error('round 1 has no match');
  return { id: tournament.id, match, token };
}

test('una tele sin sesión muestra la clasificación nueva tras un resultado, sin recargar', async ({
  page,
  request,
}) => {
  const { id, match, token } = await tournamentWithLink(request);

  // The page's context has no session: a TV at the club.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tournament-tv?token=${token}`);
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Americano del club' })).toBeVisible();
  await expect(page.getByText('Ronda 1 de 7')).toBeVisible();
  const standings = page.getByRole('table');
  await expect(standings.getByRole('columnheader', { name: 'Jugados' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  const result = await request.put(`/api/tournaments/${id}/matches/${match.id}/result`, {
    headers,
    data: { scoreA: 21, scoreB: 0, resultId: crypto.randomUUID() },
  });
  expect(result.status(), await result.text()).toBe(200);

  // The first line is now a winner of that match, 21 points up, and the page was not reloaded.
  const first = standings.getByRole('row').nth(1);
  await expect(first).toContainText('+21');
  await expect(first.getByRole('rowheader')).toHaveText(new RegExp(match.teamA.map((p) => p.name).join('|')));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expectNoSideScrollAndShoot(page, 'tournament-tv-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSideScrollAndShoot(page, 'tournament-tv-360');

  // Withdrawn by the organiser: the open page says the link no longer works.
  const revoked = await request.delete(`/api/tournaments/${id}/spectator-link`, { headers });
  expect(revoked.status()).toBe(200);
  await expect(page.getByRole('alert')).toContainText('Este enlace no funciona');
});

test('una tele que perdió la conexión mientras retiraban el enlace lo dice al volver', async ({ page, request }) => {
  const { id, token } = await tournamentWithLink(request);
  await page.goto(`/tournament-tv?token=${token}`);
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Americano del club' })).toBeVisible();

  // Cut off, it misses the stream's word that the link went; back, the reconnection is refused.
  await page.context().setOffline(true);
  const revoked = await request.delete(`/api/tournaments/${id}/spectator-link`, { headers });
  expect(revoked.status()).toBe(200);
  await page.context().setOffline(false);
  await expect(page.getByRole('alert')).toContainText('Este enlace no funciona');
});
