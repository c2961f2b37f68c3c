import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, signedIn } from './support/accounts';
import { expectNoSideScrollAndShoot } from './support/fit';
import { continueFromServer, lovePoints, tap } from './support/live-match';
import { longest } from './support/longest-text';
import { expect as baseExpect, test } from './support/test';

/*
 * A live match shared with spectators (decision 055), in Spanish: the scorer shares from
 * the scoreboard; the spectator page (/live) is opened in a browser context nobody signed in to.
 */

// Lazy chunks and a sign-up on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The spectator page's points of each team, as the table shows them. */
const pointsOf = (spectator: Page) => spectator.locator('tbody td.points');

test('un espectador sin sesión sigue cada punto, un deshacer y el final; luego ve que ya no se comparte', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, request, 'liveshare');
  // 6-0 5-0: the next game ends the match.
  await continueFromServer(page, { team1: 'Leones', team2: 'Águilas' }, lovePoints('11111111111'));

  await page.getByRole('button', { name: 'Compartir en directo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir en directo' });
  await dialog.getByRole('button', { name: 'Crear enlace' }).click();
  const address = await dialog.getByLabel('Enlace para espectadores').inputValue();
  expect(address).toMatch(/\/live\?token=[A-Za-z0-9_-]{32}$/);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSideScrollAndShoot(page, 'live-share-dialog-360x740');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  const watching = await browser.newContext();
  try {
    const spectator = await watching.newPage();
    await spectator.goto(new URL(address).pathname + new URL(address).search);
    await expect(spectator.getByRole('rowheader', { name: /Leones/ })).toBeVisible();
    await expect(pointsOf(spectator)).toHaveText(['0', '0']);
    await expect(spectator.locator('tbody tr').first().locator('td.set')).toHaveText(['6', '5']);
    await expect(spectator).toHaveTitle(/Leones – Águilas/);

    await tap(page, 'us');
    await expect(pointsOf(spectator)).toHaveText(['15', '0']);
    await tap(page, 'us');
    await expect(pointsOf(spectator)).toHaveText(['30', '0']);
    await page.locator('[data-command="undo"]').first().click();
    await expect(pointsOf(spectator)).toHaveText(['15', '0']);

    await tap(page, 'us', 3);
    await expect(spectator.getByText('Gana Leones')).toBeVisible();
    await expect(spectator.getByText('6-0 6-0', { exact: true })).toBeVisible();
    await expect(pointsOf(spectator)).toHaveCount(0);

    await page.getByRole('button', { name: 'Ver el marcador' }).click();
    await page.getByRole('button', { name: 'Compartido en directo' }).click();
    await page
      .getByRole('dialog', { name: 'Compartir en directo' })
      .getByRole('button', { name: 'Dejar de compartir' })
      .click();
    await expect(spectator.getByRole('heading', { name: 'Este partido ya no se comparte' })).toBeVisible();
  } finally {
    await watching.close();
  }
});

/** The app's origin, for the CSRF check of writes through a request context. */
const headers = { origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin };

/**
 * A match with the longest names, a club and a golden point in play, its scorer having chosen who
 * serves first (team 2's second player), shared through the API; its id and token.
 */
async function longestSharedMatch(request: APIRequestContext): Promise<{ id: string; token: string }> {
  const user = await createVerifiedUser(request, 'livelong');
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const id = randomUUID();
  const team = (name: string, color: string, a: string, b: string) => ({
    name: longest(name, 40),
    color,
    players: [longest(a, 40), longest(b, 40)],
  });
  const config = {
    isDoubles: true,
    team1: team('Losinvenciblesdelapistacentral ', 'green', 'Maximilianoalejandro ', 'Guadalupeesperanza '),
    team2: team('Lasestrellasdelclubdepadelnorte ', 'orange', 'Bartolomeofrancisco ', 'Inmaculadaconcepcion '),
    invitedPlayers: [],
    club: {
      id: 'manual_longest',
      name: longest('Club Pádel Villaverdecastellanos ', 120),
      courtName: longest('Pistacentral ', 60),
    },
    sessionDuration: 90,
    tournament: null,
  };
  const rules = { sport: 'padel', deuce: 'golden', finalSet: 'full' };
  const now = Date.now();
  const created = await request.put(`/api/matches/${id}`, {
    headers,
    data: { config, rules, startedAt: now - 600_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  // 6-4, then 3-2 and 40-40 (golden point).
  const points = `${lovePoints('1212121211') + lovePoints('12121')}121212`;
  const events = [
    { type: 'serve_order', server: 'player2', player1: 0, player2: 1 },
    ...[...points].map((side) => ({ type: 'point_won', side: side === '1' ? 'player1' : 'player2' })),
  ];
  const entries = events.map((event, index) => ({
    id: randomUUID(),
    seq: index + 1,
    at: now - 600_000 + index * 1000,
    ...event,
  }));
  const appended = await request.post(`/api/matches/${id}/entries`, { headers, data: { entries } });
  expect(appended.status(), await appended.text()).toBe(200);
  const link = await request.post(`/api/matches/${id}/spectator-link`, { headers });
  expect(link.status(), await link.text()).toBe(200);
  return { id, token: ((await link.json()) as { token: string }).token };
}

test('la página del espectador cabe en un móvil de pie y tumbado, un portátil y una tele 1080p', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, token } = await longestSharedMatch(request);
  await page.goto(`/live?token=${token}`);
  await expect(page.getByText('Punto de oro')).toBeVisible();
  // The 16th game: the rotation (team 2's second player, team 1's first, team 2's first, team 1's
  // second) is at team 1's second player. The ball marks team 1's row.
  await expect(page.getByText(`Saca: ${longest('Guadalupeesperanza ', 40)}`, { exact: true })).toBeVisible();
  await expect(page.locator('tbody tr').first().locator('.serve-ball')).toHaveCount(1);
  await expect(page.locator('tbody tr').last().locator('.serve-ball')).toHaveCount(0);
  // Shared after its points, with no heartbeat yet: the scorer has not been seen.
  const waiting = page.getByText('Esperando al marcador: su dispositivo no responde');
  await expect(waiting).toBeVisible();
  const beat = await request.post(`/api/matches/${id}/scorer-presence`, { headers });
  expect(beat.status()).toBe(204);
  await expect(waiting).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const [width, height] of [
    [360, 740],
    [740, 360],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSideScrollAndShoot(page, `live-share-${width}x${height}`);
  }

  // A link that is not one, and one nobody issued.
  await page.goto('/live?token=nada');
  await expect(page.getByRole('heading', { name: 'Este enlace no funciona' })).toBeVisible();
  await page.goto(`/live?token=${'A'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Este enlace no funciona' })).toBeVisible();
});
