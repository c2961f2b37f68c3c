import type { APIRequestContext, Page } from '@playwright/test';
import { signedIn, type TestUser } from './support/accounts';
import { appTookOver } from './support/app';
import { spanishDevice } from './support/device';
import { expectNoSideScrollAndShoot } from './support/fit';
import { expect as baseExpect, test } from './support/test';

// Two players sign up, and the bell's, the profile's and the summary's chunks load lazily on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const T0 = Date.UTC(2026, 10, 26, 10, 0, 0);

/**
 * Ana keeps the score of a padel match with Bea invited by e-mail and ends it, through the API (the
 * same requests the scoring screen sends: create, points, finish), so the test's subject is Bea's side.
 */
async function anaPlaysWithBea(ana: Page, bea: TestUser): Promise<string> {
  const origin = new URL(ana.url()).origin;
  const request = ana.context().request;
  const id = crypto.randomUUID();
  const created = await request.put(`/api/matches/${id}`, {
    headers: { origin },
    data: {
      config: {
        isDoubles: false,
        team1: { name: 'Ana', color: 'green', players: ['Ana'] },
        team2: { name: 'Bea', color: 'blue', players: [''] },
        invitedPlayers: [{ email: bea.email, name: 'Bea', position: 'team2_1' }],
        club: null,
        sessionDuration: 60,
        tournament: null,
      },
      rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
      startedAt: T0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entries = ['player1', 'player1', 'player2', 'player1'].map((side, i) => ({
    id: crypto.randomUUID(),
    seq: i + 1,
    at: T0 + i * 20_000,
    type: 'point_won',
    side,
  }));
  const appended = await request.post(`/api/matches/${id}/entries`, { headers: { origin }, data: { entries } });
  expect(appended.status(), await appended.text()).toBe(200);
  const finished = await request.post(`/api/matches/${id}/finish`, {
    headers: { origin },
    data: { reason: 'manual', endedAt: T0 + 3_600_000 },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return id;
}

async function signedInPage(
  browser: import('@playwright/test').Browser,
  request: APIRequestContext,
  baseURL: string,
  headers: Record<string, string>,
  label: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; user: TestUser }> {
  const context = await spanishDevice(browser, { baseURL, headers, viewport });
  const page = await context.newPage();
  const user = await signedIn(page, request, label);
  return { page, user };
}

test('Bea, invitada por email al partido de Ana, recibe el aviso en vivo y lo ve en su historial como participante', async ({
  browser,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const headers = extraHTTPHeaders ?? {};
  const signUps = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const ana = await signedInPage(browser, signUps, baseURL ?? '', headers, 'part-ana', { width: 1280, height: 800 });
  const beaSignUps = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const bea = await signedInPage(browser, beaSignUps, baseURL ?? '', headers, 'part-bea', { width: 360, height: 740 });

  // Bea has the app open on her phone: the bell listens.
  await bea.page.goto('/profile');
  await appTookOver(bea.page);
  await expect(bea.page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();

  await ana.page.goto('/profile');
  await appTookOver(ana.page);
  const matchId = await anaPlaysWithBea(ana.page, bea.user);

  // Bea is told at once, without a reload: the bell counts it and a toast names Ana and the sport.
  const bell = bea.page.getByRole('button', { name: 'Notificaciones: 1 sin leer' });
  await expect(bell).toBeVisible();
  await expect(bea.page.locator('[data-sonner-toast]').filter({ hasText: 'Te añadieron a un partido' })).toBeVisible();

  // The notification opens the match, read-only, marked as played as a participant.
  await bell.click();
  const dropdown = bea.page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(dropdown.getByText(/te añadió como participante en un partido de pádel\./)).toBeVisible();
  await dropdown.getByRole('link', { name: /Te añadieron a un partido/ }).click();
  await expect(bea.page).toHaveURL(new RegExp(`/match-summary\\?id=${matchId}&as=participant`));
  const participant = bea.page.getByTestId('summary-participant');
  await expect(participant.getByText('Como participante')).toBeVisible();
  await expect(participant.getByText(/^Partido guardado por Prueba/)).toBeVisible();
  await expectNoSideScrollAndShoot(bea.page, 'participation-summary-360x740');

  // Her history lists it as a participant's match.
  await bea.page.goto('/profile?tab=partidos');
  await appTookOver(bea.page);
  const section = bea.page.getByRole('region', { name: 'Partidos como participante' });
  const row = section.getByRole('listitem').filter({ hasText: 'Como participante' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveAttribute('href', `/match-summary?id=${matchId}&as=participant`);
  await expectNoSideScrollAndShoot(bea.page, 'participations-360x740');

  await bea.page.setViewportSize({ width: 1280, height: 800 });
  await expect(row).toBeVisible();
  await expectNoSideScrollAndShoot(bea.page, 'participations-1280x800');
  await row.getByRole('link').click();
  await expect(bea.page.getByTestId('summary-participant')).toBeVisible();
  await expectNoSideScrollAndShoot(bea.page, 'participation-summary-1280x800');

  // Ana's own history does not list it as a participation.
  await ana.page.goto('/profile?tab=partidos');
  await appTookOver(ana.page);
  await expect(ana.page.getByTestId('match-history').getByRole('listitem')).toHaveCount(1);
  await expect(ana.page.getByRole('region', { name: 'Partidos como participante' })).toHaveCount(0);

  await signUps.dispose();
  await beaSignUps.dispose();
});
