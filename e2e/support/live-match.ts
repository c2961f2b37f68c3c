import { expect, type Page } from '@playwright/test';

/** Scoreboard helpers for the live-match specs (Spanish interface, the default). */

export interface MatchSetup {
  team1?: string;
  team2?: string;
  /** Padel deuce rule label as shown: 'Ventaja', 'Punto de oro', 'Punto estrella'. */
  deuce?: string;
}

/** Fills /setup (padel doubles), saves, and starts the match on /app. */
export async function setUpAndStart(page: Page, setup: MatchSetup = {}): Promise<void> {
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();
  // A previous match of this user may be offered; these tests always start a new one.
  const newOne = page.getByRole('button', { name: 'Empezar uno nuevo' });
  if (await newOne.isVisible().catch(() => false)) await newOne.click();
  if (setup.team1) await page.getByLabel('Nombre del equipo').first().fill(setup.team1);
  if (setup.team2) await page.getByLabel('Nombre del equipo').nth(1).fill(setup.team2);
  if (setup.deuce) await page.getByText(setup.deuce, { exact: true }).click();
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  await expect(page.getByTestId('points-player1')).toHaveText('0');
}

/** Taps a point button `times` times. */
export async function tap(page: Page, side: 'us' | 'them', times = 1): Promise<void> {
  const button = page.locator(`[data-command="${side === 'us' ? 'pointUs' : 'pointThem'}"]`).first();
  for (let i = 0; i < times; i++) await button.click();
}

/** Wins a straight game (four points) for a side. */
export async function winGame(page: Page, side: 'us' | 'them', games = 1): Promise<void> {
  await tap(page, side, 4 * games);
}

export async function expectScore(
  page: Page,
  score: { points?: [string, string]; games?: [number, number]; sets?: [number, number] },
): Promise<void> {
  if (score.points) {
    await expect(page.getByTestId('points-player1')).toHaveText(score.points[0]);
    await expect(page.getByTestId('points-player2')).toHaveText(score.points[1]);
  }
  if (score.games) {
    await expect(page.getByTestId('games-player1')).toHaveText(String(score.games[0]));
    await expect(page.getByTestId('games-player2')).toHaveText(String(score.games[1]));
  }
  if (score.sets) {
    await expect(page.getByTestId('sets-player1')).toHaveText(String(score.sets[0]));
    await expect(page.getByTestId('sets-player2')).toHaveText(String(score.sets[1]));
  }
}

/** The client id of the match in play, from the set-up's hand-over. */
export async function currentMatchId(page: Page): Promise<string> {
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('gameConfig') ?? '{}').matchId as string);
  expect(id).toBeTruthy();
  return id;
}
