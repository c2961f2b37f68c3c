import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectNoSideScrollAndShoot } from './support/fit';
import { setUpAndStart, winGame } from './support/live-match';
import { expect as baseExpect, test } from './support/test';

/**
 * The profile's Stats tab (issue 19): a free player plays two short matches on the scoreboard, wins
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
