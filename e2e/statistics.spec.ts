import type { Page } from '@playwright/test';
import { createVerifiedUser, signedIn } from './support/accounts';
import { expectNoSideScrollAndShoot } from './support/fit';
import { setUpAndStart, winGame } from './support/live-match';
import { saveLoveGameMatch } from './support/saved-match';
import { expect as baseExpect, test } from './support/test';

/**
 * The profile's Stats tab: a free player plays two short matches on the scoreboard, wins
 * one and loses the other, and finds them counted, with the detailed section locked behind Premium.
 */

// Each match loads the set-up, scoring and summary pages lazily; on the shared two-core machine a
// step has taken over 10 s (the suite's default).
const expect = baseExpect.configure({ timeout: 30_000 });

/** Plays one game for `winner` from a new match, then ends the match by hand: 1-0 in games decides it. */
async function playShortMatch(page: Page, winner: 'us' | 'them'): Promise<void> {
  await setUpAndStart(page, { team1: 'Leones', team2: 'Águilas' });
  await winGame(page, winner);
  await page.locator('[data-command="endMatch"]').first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Terminar partido' }).click();
  await expect(page).toHaveURL(/\/match-summary\?id=/);
  await expect(page.getByTestId('summary-result')).toHaveText(winner === 'us' ? 'Gana Leones' : 'Gana Águilas');
}

test('dos partidos, uno ganado y otro perdido: la pestaña Estadísticas los cuenta y bloquea el detalle sin Premium', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, request, 'statistics');
  await playShortMatch(page, 'us');
  await playShortMatch(page, 'them');

  await page.goto('/profile?tab=estadisticas');
  const summary = page.getByTestId('stats-summary');
  await expect(summary).toBeVisible();
  await expect(summary.locator('dt')).toHaveText(['Jugados', 'Ganados', 'Perdidos', '% de victorias', 'Racha actual']);
  await expect(summary.locator('dd')).toHaveText([
    '2',
    '1',
    '1',
    new Intl.NumberFormat('es', { style: 'percent' }).format(0.5),
    '1 derrota',
  ]);
  // The last results, newest first.
  await expect(page.getByTestId('stats-last-results').getByRole('listitem')).toHaveText([/^Perdido/, /^Ganado/]);

  // The detailed section is there, locked, with the Premium upsell.
  const detailed = page.getByRole('region', { name: 'Estadísticas detalladas' });
  await expect(detailed).toContainText('Premium');
  await expect(page.getByTestId('stats-detailed')).toHaveCount(0);
  await detailed.getByRole('button', { name: 'Desbloquear con Premium' }).click();
  const upsell = page.getByRole('dialog', { name: 'Estadísticas detalladas con Premium' });
  await expect(upsell).toBeVisible();
  await upsell.getByRole('button', { name: 'Ahora no' }).click();
  await expect(upsell).toBeHidden();

  await expectNoSideScrollAndShoot(page, 'profile-statistics-free-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(summary).toBeVisible();
  await expectNoSideScrollAndShoot(page, 'profile-statistics-free-360');
});

/** Names as long as the set-up takes (60 characters a player, 120 a club), ending in a letter. */
const LONGEST_PARTNER = 'María de los Ángeles Fernández-Villaverde Gutiérrez de la Concha'.slice(0, 60);
const LONGEST_RIVAL = 'Bartolomé Alejandro Hernández-Santamaría de la Cruz Villalobos'.slice(0, 60);
const LONGEST_CLUB = `Club de Tenis y Pádel ${'Supercalifragilísticoespialidoso'.repeat(4)}`.slice(0, 120);

/**
 * A padel doubles match through the API (the requests the scoring screen sends), the player's team
 * serving first and winning a love game, with the longest names a set-up takes: a typed partner, a
 * registered rival invited by e-mail, a typed rival and a typed club. Answers the match id.
 */
async function playWithLongestNames(page: Page, origin: string, rivalEmail: string): Promise<string> {
  const startedAt = Date.now() - 3_600_000;
  const config = {
    isDoubles: true,
    team1: { name: '', color: 'green', players: ['', LONGEST_PARTNER] },
    team2: { name: '', color: 'blue', players: ['', 'Ignacio Rodríguez-Peñalver de Montenegro'] },
    invitedPlayers: [{ email: rivalEmail, name: LONGEST_RIVAL, position: 'team2_1' }],
    club: { name: LONGEST_CLUB },
    sessionDuration: 60,
    tournament: null,
  };
  return saveLoveGameMatch(page, origin, config, {
    winner: 'player1',
    startedAt,
    endedAt: startedAt + 1_800_000,
    server: 'player1',
  });
}

test('con Premium, las estadísticas detalladas se ven en tablas que caben en 360 px con los nombres más largos', async ({
  page,
  request,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // A request context of its own: the verification signs it in, and a signed-in context's next sign-up is refused.
  const rivalSignUp = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const rival = await createVerifiedUser(rivalSignUp, 'statistics-rival');
  await rivalSignUp.dispose();
  await signedIn(page, request, 'statistics-premium');
  const matchId = await playWithLongestNames(page, new URL(baseURL ?? '').origin, rival.email);

  // Premium through the demo provider, as a player buys it.
  await page.goto('/premium-checkout');
  await page.getByRole('button', { name: 'Pagar y activar Premium' }).click();
  await page.getByRole('button', { name: 'Pagar (demo)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Premium activado!' })).toBeVisible();

  await page.goto('/profile?tab=estadisticas');
  const detailed = page.getByTestId('stats-detailed');
  await expect(detailed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desbloquear con Premium' })).toHaveCount(0);
  const hundred = new Intl.NumberFormat('es', { style: 'percent' }).format(1);
  const zero = new Intl.NumberFormat('es', { style: 'percent' }).format(0);
  await expect(detailed.getByRole('definition').filter({ hasText: '4 de 4' })).toContainText(hundred);
  await expect(page.getByRole('table', { name: 'Con tu pareja' })).toContainText(LONGEST_PARTNER);
  await expect(page.getByRole('table', { name: 'Contra rivales registrados' })).toContainText(LONGEST_RIVAL);
  await expect(page.getByRole('table', { name: 'Por club' })).toContainText(LONGEST_CLUB);
  await expect(
    page.getByRole('table', { name: 'Evolución' }).getByRole('row', { name: /Últimos 30 días/ }),
  ).toContainText(hundred);
  // The year's wins as a chart (decision 038's wrapper), beside the tables.
  await expect(detailed.getByRole('figure', { name: 'Victorias cada 30 días, últimos 365 días' })).toBeVisible();
  // The serve: the team held its one service game to love, and never received.
  const serve = page.getByRole('table', { name: 'Saque y resto' });
  await expect(serve.getByRole('row', { name: /Juegos de saque ganados/ })).toContainText(`1/1 (${hundred})`);
  await expect(serve.getByRole('row', { name: /Puntos ganados con el saque/ })).toContainText(`4/4 (${hundred})`);
  await expect(serve.getByRole('row', { name: /Breaks a favor/ })).toContainText('—');
  await detailed.getByText('Semana a semana, últimos 30 días').click();
  await expect(page.getByRole('table', { name: 'Semana a semana, últimos 30 días' })).toBeVisible();

  await expectNoSideScrollAndShoot(page, 'profile-statistics-premium-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(detailed).toBeVisible();
  await expectNoSideScrollAndShoot(page, 'profile-statistics-premium-360');

  // The match's own summary shows the same figures per team.
  await page.goto(`/match-summary?id=${matchId}`);
  const matchServe = page.getByRole('table', { name: 'Saque y resto' });
  await expect(matchServe.getByRole('row', { name: /Bolas de break salvadas/ })).toContainText('—');
  await expect(matchServe.getByRole('row', { name: /Puntos ganados al resto/ })).toContainText(`0/4 (${zero})`);
  await expectNoSideScrollAndShoot(page, 'match-summary-serve-premium-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(matchServe).toBeVisible();
  await expectNoSideScrollAndShoot(page, 'match-summary-serve-premium-1280');
});
