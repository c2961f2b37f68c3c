import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { appTookOver } from './support/app';
import { expectAccessible } from './support/axe';
import { PHONE_360, shootPhoneAndDesktop } from './support/fit';
import { expect as baseExpect, test } from './support/test';

/**
 * The tournament organiser's screens (decision 045), in Spanish: with the flag on (the e2e server runs
 * with TOURNAMENTS_ENABLED), an organiser sets up an 8-player americano on 2 courts, sees its rounds
 * and fairness before anything is saved, starts it, lands on its rotation and finds it in history;
 * with the flag off (the config answered off) the page is 'Torneos' coming soon.
 */

// A sign-up and three lazy pages on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** The longest names the set-up takes: an 80-character tournament, a 60-character player, one word each in the middle. */
const TOURNAMENT_NAME = 'Americano de otoño del Club Deportivo Villaverdecastellanosmontenegro'.padEnd(80, 'o');
const LONG_PLAYER = 'María de los Ángeles Villaverdecastellanosmontenegro'.padEnd(60, 'z');
const PLAYERS = [LONG_PLAYER, 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'];

async function addPlayer(page: Page, name: string) {
  await page.getByLabel('Nombre del jugador').fill(name);
  await page.getByRole('button', { name: 'Añadir jugador' }).click();
}

test('un organizador prepara un americano de 8 jugadores en 2 pistas, ve las rondas, lo empieza y lo encuentra en su historial', async ({
  page,
  request,
}) => {
  expect(TOURNAMENT_NAME).toHaveLength(80);
  expect(LONG_PLAYER).toHaveLength(60);
  await page.setViewportSize(PHONE_360);
  await signedIn(page, request, 'organiza-torneo');
  await page.goto('/tournament-preview');
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo torneo' })).toBeVisible();

  // The spec's refusals, word for word.
  await page.getByRole('button', { name: 'Ver las rondas' }).click();
  await expect(page.getByText('Necesitas al menos 4 jugadores para crear un torneo')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir jugador' }).click();
  await expect(page.getByText('Escribe el nombre del jugador')).toBeVisible();

  await page.getByLabel('Nombre del torneo').fill(TOURNAMENT_NAME);
  for (const name of PLAYERS) await addPlayer(page, name);
  await addPlayer(page, ' bea ');
  await expect(page.getByText('Este jugador ya está en el torneo')).toBeVisible();
  await page.getByLabel('Nombre del jugador').fill('');
  await expect(page.getByRole('group', { name: 'Jugadores (8)' })).toBeVisible();
  // The refusals shown at the first try go once their fields are right.
  await expect(page.getByText('Necesitas al menos 4 jugadores para crear un torneo')).toBeHidden();
  await expect(page.getByText('Escribe el nombre del torneo')).toBeHidden();
  await expect(page.getByText('Este jugador ya está en el torneo')).toBeHidden();
  await page.getByLabel('Pistas').selectOption('2');
  await expect(page.getByRole('radio', { name: 'Americano' })).toBeChecked();
  await page.getByText('24', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '24' })).toBeChecked();
  await shootPhoneAndDesktop(page, 'tournament-setup');

  // The preview: every round court by court and the fairness in words, nothing saved yet.
  await page.getByRole('button', { name: 'Ver las rondas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Así quedan las rondas' })).toBeVisible();
  await expect(page.getByText('Americano: 7 rondas en 2 pistas.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(7);
  await expect(page.getByText('Nadie repite pareja.')).toBeVisible();
  const saved = await page.context().request.get('/api/tournaments');
  expect((await saved.json()).tournaments).toEqual([]);
  await expectAccessible(page, 'tournament preview');
  await shootPhoneAndDesktop(page, 'tournament-preview');

  // Back to the form as it was, then start it.
  await page.getByRole('button', { name: 'Cambiar' }).click();
  await expect(page.getByLabel('Nombre del torneo')).toHaveValue(TOURNAMENT_NAME);
  await page.getByRole('button', { name: 'Ver las rondas' }).click();
  await page.getByRole('button', { name: 'Empezar el torneo' }).click();

  await expect(page).toHaveURL(/\/tournament-rotation\?tournamentId=[0-9a-f-]{36}&name=/);
  await expect(page.getByRole('heading', { level: 1, name: TOURNAMENT_NAME })).toBeVisible();
  await expect(page.getByRole('main').getByText('Americano · ronda 1 de 7 · partidos a 24 puntos')).toBeVisible();
  // The rounds' tables, beside the results panel's standings.
  await expect(page.getByRole('table', { name: /^Partidos de la ronda/ })).toHaveCount(7);
  await expect(page.getByRole('cell', { name: 'Pendiente' }).first()).toBeVisible();
  await expect(page.getByText('Todos juegan 7 partidos.')).toBeVisible();
  await expectAccessible(page, 'tournament rotation');
  await shootPhoneAndDesktop(page, 'tournament-rotation');

  await page.getByRole('link', { name: 'Mis torneos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis torneos' })).toBeVisible();
  await expect(page.getByRole('link', { name: TOURNAMENT_NAME })).toBeVisible();
  await expect(page.getByRole('main').getByText('En curso')).toBeVisible();

  // Finished (the dashboard's button is another part's; here through the API), it shows its final standings.
  const id = new URL(
    await page.getByRole('link', { name: TOURNAMENT_NAME }).evaluate((a) => (a as HTMLAnchorElement).href),
  ).searchParams.get('tournamentId');
  const origin = new URL(page.url()).origin;
  const finished = await page.context().request.post(`/api/tournaments/${id}/finish`, { headers: { origin } });
  expect(finished.status(), await finished.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('main').getByText('Terminado')).toBeVisible();
  const standings = page.getByRole('table', { name: `Clasificación final de ${TOURNAMENT_NAME}` });
  await expect(standings.getByRole('row')).toHaveCount(9);
  await expect(standings.getByRole('rowheader', { name: LONG_PLAYER })).toBeVisible();
  await shootPhoneAndDesktop(page, 'tournament-history');
});

test('un visitante va a iniciar sesión; con los torneos apagados, las páginas dicen Torneos: próximamente', async ({
  page,
}) => {
  await page.goto('/tournament-history');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ftournament-history$/);

  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, flags: { ...config.flags, tournaments: false } } });
  });
  for (const path of ['/tournament-preview', '/tournament-history']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  }
});
