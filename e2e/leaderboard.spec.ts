import type { APIRequestContext, Page } from '@playwright/test';
import {
  createVerifiedUser,
  longestNames,
  retryingRateLimit,
  type SignUpProfile,
  signInWithApi,
  uniqueUsername,
  userIdOf,
} from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectNoSideScrollAndShoot } from './support/fit';
import { saveLoveGameMatch } from './support/saved-match';
import { expect as baseExpect, test } from './support/test';

/**
 * Statistics and the leaderboard from end to end (in Spanish): a player plays two short matches with another
 * registered player, the Stats tab counts them (2 played, the right wins and win %) with the level,
 * the leaderboard lists both with a level, community statistics count the matches, and a free user
 * sees the detailed section locked. Ratings only count matches where every seat is a registered
 * player (decision 036), so the rival is a second account invited by e-mail.
 */

// Several lazy pages and two sign-ups on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** The longest names and username a sign-up takes (100, 100 and 30 characters). */
function longProfile(first: string, label: string): SignUpProfile {
  return {
    ...longestNames(first),
    username: uniqueUsername(label).padEnd(30, 'x'),
    sports: ['padel'],
  };
}

const fullName = (profile: SignUpProfile) => `${profile.firstName} ${profile.lastName}`;

/** The completed matches community statistics count now (the API may answer from its 1 s stale cache). */
async function countedMatches(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/community-stats');
  expect(response.status()).toBe(200);
  return (await response.json()).matches;
}

/** A short padel singles match of the viewer against `rivalEmail`, invited by e-mail, ended by hand at `endedAt`. */
function playShortRatedMatch(
  page: Page,
  origin: string,
  rivalEmail: string,
  winner: 'player1' | 'player2',
  endedAt: number,
) {
  const config = {
    isDoubles: false,
    team1: { name: '', color: 'green', players: ['Yo'] },
    team2: { name: '', color: 'blue', players: ['Rival'] },
    invitedPlayers: [{ email: rivalEmail, name: 'Rival', position: 'team2_1' }],
    club: null,
    sessionDuration: 60,
    tournament: null,
  };
  return saveLoveGameMatch(page, origin, config, { winner, startedAt: endedAt - 1_800_000, endedAt });
}

test('dos partidos entre jugadores registrados: Estadísticas, nivel en la clasificación y en la comunidad', async ({
  page,
  request,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const origin = new URL(baseURL ?? '').origin;
  const viewerProfile = longProfile('María', 'tabla');
  const rivalProfile = longProfile('Lucía', 'rival');
  // The rival's own request context: the verification signs it in, so it can accept the request below.
  const rivalContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const rival = await retryingRateLimit(page, () => createVerifiedUser(rivalContext, 'tabla-rival', rivalProfile));
  const viewer = await retryingRateLimit(page, () => createVerifiedUser(request, 'tabla', viewerProfile));
  await retryingRateLimit(page, () => signInWithApi(page, viewer));
  await page.goto('/profile?tab=estadisticas');

  // The two connect, so "Mi red" lists both.
  const asked = await page.context().request.post('/api/network/requests', {
    data: { userId: await userIdOf(rivalContext) },
    headers: { origin },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { requestId } = (await asked.json()) as { requestId: string };
  const accepted = await rivalContext.post(`/api/network/requests/${requestId}/accept`, { headers: { origin } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await rivalContext.dispose();

  const before = await countedMatches(page.context().request);
  const now = Date.now();
  // Won by the viewer, then by the rival: two different real matches (their games differ).
  await playShortRatedMatch(page, origin, rival.email, 'player1', now - 2 * 3_600_000);
  await playShortRatedMatch(page, origin, rival.email, 'player2', now - 3_600_000);
  const half = new Intl.NumberFormat('es', { style: 'percent' }).format(0.5);

  // The Stats tab: 2 played, 1 won, 50 %, the padel level (provisional, 2 rated matches) and the locked detail.
  await page.goto('/profile?tab=estadisticas');
  const summary = page.getByTestId('stats-summary');
  await expect(summary.locator('dd')).toHaveText(['2', '1', '1', half, '1 derrota']);
  const levels = page.getByRole('region', { name: 'Tu nivel', exact: true }).getByTestId('player-levels');
  await expect(levels.locator('dt')).toHaveText(['Pádel · 2 partidos puntuados']);
  await expect(levels.locator('dd')).toHaveText(/^\d,\d\s*\(provisional\)$/);
  // The last results open the matches' summaries (the viewer owns both).
  const lastResults = page.getByTestId('stats-last-results').getByRole('link');
  await expect(lastResults).toHaveCount(2);
  await expect(lastResults.first()).toHaveAttribute('href', /^\/match-summary\?id=[^&]+$/);
  const detailed = page.getByRole('region', { name: 'Estadísticas detalladas' });
  await expect(detailed.getByRole('button', { name: 'Desbloquear con Premium' })).toBeVisible();
  await expect(page.getByTestId('stats-detailed')).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSideScrollAndShoot(page, 'profile-levels-360');

  // The leaderboard, from the phone menu's Social group: padel (the profile's sport), all time, everyone.
  await page.getByRole('button', { name: 'Menú' }).click();
  const social = page.getByRole('dialog', { name: 'Menú' }).getByRole('region', { name: 'Social' });
  await social.getByRole('link', { name: 'Clasificación' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clasificación' })).toBeVisible();
  await expect(page).toHaveTitle(/Clasificación/);
  await expect(page.getByRole('radio', { name: 'Pádel' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Siempre' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Todos' })).toBeChecked();
  const table = page.getByRole('table', { name: 'Pádel · Siempre · Todos' });
  const ownRow = table.locator('tr[aria-current="true"]');
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(`${fullName(viewerProfile)} (tú)`);
  const rivalRow = table.getByRole('row').filter({ hasText: fullName(rivalProfile) });
  for (const row of [ownRow, rivalRow]) {
    // Position, name, level with its provisional mark, 2 matches, 50 % (wins are hidden under 768 px).
    await expect(row.locator('td').nth(0)).toHaveText(/^\d+$/);
    await expect(row.locator('td').nth(1)).toHaveText(/^\d,\d\s*\(provisional\)$/);
    await expect(row.locator('td').nth(2)).toHaveText('2');
    await expect(row.locator('td').nth(3)).toBeHidden();
    await expect(row.locator('td').nth(4)).toHaveText(half);
  }
  await expect(rivalRow.getByRole('link')).toHaveAttribute('href', /^\/player\//);
  await expectNoSideScrollAndShoot(page, 'leaderboard-360');
  await expectAccessible(page, 'leaderboard at 360 px');

  // "Mi red": the two of them, positions 1 and 2; the filter lives in the address, so back returns to everyone.
  await page.getByRole('search', { name: 'Filtros de la clasificación' }).getByText('Mi red').click();
  await expect(page).toHaveURL(/scope=network/);
  const network = page.getByRole('table', { name: 'Pádel · Siempre · Mi red' });
  await expect(network.locator('tbody tr')).toHaveCount(2);
  await expect(network.locator('tbody tr td:first-child')).toHaveText(['1', '2']);
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Todos' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Pádel · Siempre · Todos' })).toBeVisible();

  // At 1280 px the wins show: one each.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(ownRow.locator('td').nth(3)).toHaveText('1');
  await expect(rivalRow.locator('td').nth(3)).toHaveText('1');
  await expectNoSideScrollAndShoot(page, 'leaderboard-1280');

  // The rival's page shows their level too.
  await rivalRow.getByRole('link').click();
  const rivalLevel = page.getByRole('region', { name: 'Nivel', exact: true }).getByTestId('player-levels');
  await expect(rivalLevel.locator('dt')).toHaveText(['Pádel · 2 partidos puntuados']);
  await expectNoSideScrollAndShoot(page, 'player-level-1280');

  // Community statistics count both matches (other specs may add theirs: at least two more).
  await expect.poll(() => countedMatches(page.context().request)).toBeGreaterThanOrEqual(before + 2);
  await page.goto('/community-stats');
  const shown = await page.getByTestId('community-total-matches').locator('dd').innerText();
  expect(Number(shown.replace(/\D/g, ''))).toBeGreaterThanOrEqual(before + 2);
});
