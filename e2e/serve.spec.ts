import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectNoSideScrollAndShoot } from './support/fit';
import { expectScore, tap } from './support/live-match';
import { expect, test } from './support/test';

/**
 * Who serves, on the live board (Spanish, a 360 px phone): chosen before the start, then derived from
 * the log point by point (the doubles rotation A1, B1, A2, B2), corrected, asked again at a new set,
 * and given back by undo; with the moments of the match ("Bola de break") in their own line.
 */

/** Fills /setup for padel doubles with named players and saves; /app then asks who serves first. */
async function setUpDoubles(page: Page): Promise<void> {
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();
  const newOne = page.getByRole('button', { name: 'Empezar uno nuevo' });
  if (await newOne.isVisible().catch(() => false)) await newOne.click();
  await page.getByLabel('Nombre del equipo').first().fill('Leones');
  await page.getByLabel('Nombre del equipo').nth(1).fill('Águilas');
  await page.getByLabel('Jugador 1').first().fill('Ana');
  await page.getByLabel('Jugador 2').first().fill('Bea');
  await page.getByLabel('Jugador 1').nth(1).fill('Carla');
  await page.getByLabel('Jugador 2').nth(1).fill('Dani');
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/** Picks an option of a radio group by its visible label (the radios themselves are visually hidden). */
async function choose(page: Page, group: string, option: string): Promise<void> {
  const radios = page.getByRole('group', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

async function expectServer(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('server')).toHaveText(`Saca: ${name}`);
}

/** Taps the points one by one ('1' Leones, '2' Águilas), checking the server after each. */
async function play(page: Page, points: string, servers: string[]): Promise<void> {
  expect(servers).toHaveLength(points.length);
  for (const [i, side] of [...points].entries()) {
    await tap(page, side === '1' ? 'us' : 'them');
    await expectServer(page, servers[i] as string);
  }
}

test('padel doubles: the chosen first server, the rotation point by point, a break point, undo, a correction and the order of a new set', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signedIn(page, request, 'serve');
  await setUpDoubles(page);

  // Before the start: the coin toss says its result; then Águilas, with Dani first, is chosen by hand.
  await expect(page.getByRole('group', { name: '¿Quién saca primero?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sortear' }).click();
  await expect(page.getByTestId('coin-toss')).toHaveText(/^Sorteo: saca (Leones|Águilas)$/);
  await choose(page, '¿Quién saca primero?', 'Águilas');
  // A toss that named the other team no longer stands once a team is picked by hand.
  await expect(page.getByTestId('coin-toss')).toHaveText(/^(|Sorteo: saca Águilas)$/);
  await choose(page, 'Saca primero en Águilas', 'Dani');
  await choose(page, 'Saca primero en Leones', 'Ana');
  await expectNoSideScrollAndShoot(page, 'serve-start-360');
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  await expect(page.getByTestId('points-player1')).toHaveText('0');

  // Game 1, Dani (Águilas' second player) serves and holds; then Ana, Leones' first.
  await expectServer(page, 'Dani');
  await expect(page.getByTestId('team-player2').locator('[data-serving="true"]')).toHaveCount(1);
  await play(page, '2222', ['Dani', 'Dani', 'Dani', 'Ana']);
  await expect(page.getByTestId('team-player1').locator('[data-serving="true"]')).toHaveCount(1);

  // Game 2: 0-40 on Ana's serve is a break point for Águilas.
  await play(page, '222', ['Ana', 'Ana', 'Ana']);
  await expect(page.getByTestId('moment')).toContainText('Bola de break');
  await expect(page.getByTestId('moment')).toContainText('Águilas');
  await expectNoSideScrollAndShoot(page, 'serve-break-point-360');
  // The break passes the serve to Carla; undo gives Ana's game back, break point and all.
  await tap(page, 'them');
  await expectScore(page, { points: ['0', '0'], games: [0, 2] });
  await expectServer(page, 'Carla');
  await page.locator('[data-command="undo"]').first().click();
  await expectScore(page, { points: ['0', '40'], games: [0, 1] });
  await expectServer(page, 'Ana');
  await expect(page.getByTestId('moment')).toContainText('Bola de break');
  // Ana saves both break points and holds after deuce; then Carla serves.
  await play(page, '11111', ['Ana', 'Ana', 'Ana', 'Ana', 'Carla']);
  await expect(page.getByTestId('moment')).toHaveCount(0);

  // Game 3 Carla, game 4 Bea (Leones' second): the rotation A1, B1, A2, B2 from the chosen start.
  await play(page, '2222', ['Carla', 'Carla', 'Carla', 'Bea']);
  await play(page, '1111', ['Bea', 'Bea', 'Bea', 'Dani']);

  // A correction: Leones serve now, Bea first for them; undo takes it back.
  await page.getByRole('button', { name: 'Corregir saque' }).click();
  const correction = page.getByRole('dialog', { name: 'Corregir saque' });
  await choose(page, 'Equipo que saca', 'Leones');
  await choose(page, 'Saca primero en Leones', 'Bea');
  await correction.getByRole('button', { name: 'Confirmar' }).click();
  await expect(correction).toBeHidden();
  await expectServer(page, 'Bea');
  await page.locator('[data-command="undo"]').first().click();
  await expectServer(page, 'Dani');

  // Leones take the next four games (Dani, Ana, Carla, Bea serving): 6-2, and set two asks each pair's order.
  await play(page, '1111', ['Dani', 'Dani', 'Dani', 'Ana']);
  await play(page, '1111', ['Ana', 'Ana', 'Ana', 'Carla']);
  await play(page, '1111', ['Carla', 'Carla', 'Carla', 'Bea']);
  await tap(page, 'us', 3);
  await expectServer(page, 'Bea');
  await tap(page, 'us');
  const setQuestion = page.getByRole('dialog', { name: '¿Quién saca primero en este set?' });
  await expect(setQuestion).toBeVisible();
  // The serving pair first, each preselected to the player due: Dani for Águilas, Ana for Leones.
  const legends = setQuestion.locator('legend');
  await expect(legends).toHaveText(['Saca primero en Águilas', 'Saca primero en Leones']);
  await expect(setQuestion.getByRole('radio', { name: 'Dani' })).toBeChecked();
  await expect(setQuestion.getByRole('radio', { name: 'Ana' })).toBeChecked();
  await choose(page, 'Saca primero en Leones', 'Bea');
  await setQuestion.getByRole('button', { name: 'Confirmar' }).click();
  await expect(setQuestion).toBeHidden();
  await expectScore(page, { points: ['0', '0'], sets: [1, 0] });
  await expectServer(page, 'Dani');
  await play(page, '2222', ['Dani', 'Dani', 'Dani', 'Bea']);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectServer(page, 'Bea');
  await expectNoSideScrollAndShoot(page, 'serve-board-1280');
});
