import { tournamentPlayerName } from '@marcador/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  createVerifiedUser,
  longestNames,
  retryingRateLimit,
  signedIn,
  signInWithApi,
  userIdOf,
} from './support/accounts';
import { appTookOver } from './support/app';
import { expectAccessible } from './support/axe';
import { spanishDevice } from './support/device';
import { DESKTOP_1280, expectNoSideScrollAndShoot, PHONE_360, shootPhoneAndDesktop as shoot } from './support/fit';
import { expect as baseExpect, test } from './support/test';

/**
 * A tournament from end to end, in Spanish on phones (decisions 044-046): an organiser
 * creates an 8-player americano on 2 courts through the set-up (one player picked from their network,
 * with her account), enters round 1 (one result while offline, kept on the phone and sent once back),
 * the standings come in the engine's order; a TV opened in a context nobody signed in to and the
 * picked player's own phone both show the new standings without a reload; the tournament is paused,
 * resumed and finished after its question, and history lists it with its final standings.
 * (With the flag off, the routes show 'Torneos' coming soon: tournament-setup.spec.ts.)
 */

// Two sign-ups, three devices and lazy pages on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const NAME = 'Americano de los jueves';
const TYPED = ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala'];

interface Team {
  name: string;
}
interface Detail {
  tournament: { id: string };
  rounds: { matches: { id: string; court: number; teamA: Team[]; teamB: Team[] }[] }[];
}

/** Marks the page, so a later check can tell it was never reloaded. */
const markStayed = (page: Page) => page.evaluate(() => Object.assign(window, { stayed: true }));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/**
 * Waits for the toast of round `round`'s notification to go: on a phone it lies over the bell, and a
 * click that lands on it hovers it, which keeps it up (as notifications.spec.ts waits for its own).
 */
async function roundToastGone(page: Page, round: number) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Empieza la ronda ${round}` });
  await expect(toast).toBeHidden({ timeout: 15_000 });
}

/** Opens round 1 court `court`'s result form, types the two scores and saves. */
async function enterResult(page: Page, court: number, scoreA: string, scoreB: string) {
  await page.getByRole('button', { name: `Anotar resultado de la ronda 1, pista ${court}` }).click();
  const dialog = page.getByRole('dialog', { name: `Resultado de la ronda 1, pista ${court}` });
  await dialog.getByRole('textbox').nth(0).fill(scoreA);
  await dialog.getByRole('textbox').nth(1).fill(scoreB);
  await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
  return dialog;
}

/** Both ask each other to connect, through the API (the buttons' requests): the second makes them connected. */
async function connect(a: APIRequestContext, b: APIRequestContext, origin: string) {
  const [aId, bId] = [await userIdOf(a), await userIdOf(b)];
  for (const [from, to] of [
    [a, bId],
    [b, aId],
  ] as const) {
    const response = await from.post('/api/network/requests', { data: { userId: to }, headers: { origin } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

const team = (players: Team[]) => players.map((player) => player.name);

test('un organizador lleva un americano de 8 en 2 pistas: lo crea, anota la ronda 1 (una sin conexión), la tele y una jugadora lo ven en vivo, lo pausa, lo reanuda, lo termina y lo encuentra en su historial', async ({
  page,
  request,
  browser,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const base = baseURL ?? '';
  const headers = extraHTTPHeaders ?? {};
  const origin = new URL(base).origin;
  await page.setViewportSize(PHONE_360);
  await signedIn(page, request, 'organiza-jueves');

  // Iris, on her own phone, with the longest names a profile takes; she and the organiser are connected.
  const irisPhone = await spanishDevice(browser, { baseURL: base, headers, viewport: PHONE_360 });
  const iris = await irisPhone.newPage();
  const signUp = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: headers });
  const irisProfile = longestNames('Iris');
  const irisUser = await retryingRateLimit(iris, () => createVerifiedUser(signUp, 'iris-jueves', irisProfile));
  await signUp.dispose();
  await retryingRateLimit(iris, () => signInWithApi(iris, irisUser));
  await connect(page.context().request, irisPhone.request, origin);
  const IRIS = tournamentPlayerName(`${irisProfile.firstName} ${irisProfile.lastName}`);
  await iris.goto('/profile');
  await appTookOver(iris);

  // The set-up: Iris from the network, seven names typed, 2 courts, 21 points.
  await page.goto('/tournament-preview');
  await appTookOver(page);
  await page.getByLabel('Nombre del torneo').fill(NAME);
  await page.getByRole('button', { name: 'Elegir de mi red' }).click();
  await page.getByRole('button', { name: `Añadir a ${IRIS} al torneo` }).click();
  await expect(page.getByText('De tu red: verá el torneo en vivo')).toBeVisible();
  await page.getByRole('button', { name: `Añadir a ${IRIS} al torneo` }).click();
  await expect(page.getByRole('list', { name: 'Mi red' }).getByText('Este jugador ya está en el torneo')).toBeVisible();
  await shoot(page, 'tournament-walk-network-pick');
  for (const name of TYPED) {
    await page.getByLabel('Nombre del jugador').fill(name);
    await page.getByRole('button', { name: 'Añadir jugador' }).click();
  }
  await expect(page.getByRole('group', { name: 'Jugadores (8)' })).toBeVisible();
  await page.getByLabel('Pistas').selectOption('2');
  await expect(page.getByRole('radio', { name: 'Americano' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '21' })).toBeChecked();
  await page.getByRole('button', { name: 'Ver las rondas' }).click();
  await expect(page.getByText('Americano: 7 rondas en 2 pistas.')).toBeVisible();
  await page.getByRole('button', { name: 'Empezar el torneo' }).click();
  await expect(page).toHaveURL(/\/tournament-rotation\?tournamentId=[0-9a-f-]{36}&name=/);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('tournamentId') ?? '';
  const detail = (await (await page.context().request.get(`/api/tournaments/${id}`)).json()) as Detail;
  const [first, second] = [...(detail.rounds[0]?.matches ?? [])].sort((x, y) => x.court - y.court);
  if (!first || !second) throw new Error('round 1 has two matches');

  // Iris hears that round 1 starts (after the organiser's connection request), and follows the
  // tournament from the notification: read only.
  const irisBell = iris.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ });
  // Her second unread one (the organiser's request came first): its toast has shown.
  await expect(iris.getByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeVisible();
  await roundToastGone(iris, 1);
  await irisBell.click();
  await iris.getByRole('dialog', { name: 'Notificaciones' }).getByText('Empieza la ronda 1').click();
  await expect(iris.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const irisStandings = iris.getByRole('table', { name: 'Clasificación actual' });
  await expect(irisStandings).toBeVisible();
  await expect(iris.getByRole('button', { name: 'Pausar torneo' })).toHaveCount(0);
  await expect(iris.getByRole('button', { name: /^Anotar resultado/ })).toHaveCount(0);
  await markStayed(iris);

  // The TV: the spectator link, opened where nobody signed in.
  await page.getByRole('button', { name: 'Crear enlace' }).click();
  const address = await page.getByLabel('Dirección del enlace').inputValue();
  expect(address).toMatch(/\/tournament-tv\?token=/);
  const tvContext = await spanishDevice(browser, { baseURL: base, headers, viewport: DESKTOP_1280 });
  const tv = await tvContext.newPage();
  await tv.goto(address);
  await appTookOver(tv);
  await expect(tv.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(tv.getByText('Ronda 1 de 7')).toBeVisible();
  const tvStandings = tv.getByRole('table', { name: 'Clasificación' });
  await markStayed(tv);

  // Court 1: a sum over the points per match is refused, then 12-9 is kept; the TV and Iris follow.
  await page.getByRole('tab', { name: 'Partidos' }).click();
  const refused = await enterResult(page, 1, '15', '10');
  await expect(refused.getByText('Entre las dos parejas no pueden pasar de 21 puntos')).toBeVisible();
  await refused.getByRole('textbox').nth(0).fill('12');
  await refused.getByRole('textbox').nth(1).fill('9');
  await refused.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByText('12-9').first()).toBeVisible();
  await expect(tvStandings.getByRole('row').nth(1)).toContainText('+3');
  await expect(irisStandings.getByRole('row').nth(1)).toContainText('+3');

  // Court 2 with the network gone: kept on the phone, marked, and sent once it is back.
  await page.context().setOffline(true);
  await enterResult(page, 2, '5', '16');
  await expect(page.getByText('Pendiente de sincronizar')).toBeVisible();
  await expect(
    page.getByText('1 resultado guardado en este dispositivo; se enviará en cuanto haya conexión.'),
  ).toBeVisible();
  await shoot(page, 'tournament-walk-offline');
  await page.context().setOffline(false);
  await expect(page.getByText('Pendiente de sincronizar')).toBeHidden();

  // Standings: point difference first (16-5 beats 12-9), then the engine's name order within a tie;
  // the same on the organiser's phone, the TV and Iris's phone, neither of them reloaded.
  const byName = (names: string[]) => [...names].sort((x, y) => x.localeCompare(y, 'es'));
  const expected = [
    ...byName(team(second.teamB)),
    ...byName(team(first.teamA)),
    ...byName(team(first.teamB)),
    ...byName(team(second.teamA)),
  ];
  await page.getByRole('tab', { name: 'Clasificación' }).click();
  await expect(page.getByRole('table', { name: 'Clasificación actual' }).getByRole('rowheader')).toHaveText(expected);
  await expect(tvStandings.getByRole('rowheader')).toHaveText(expected);
  await expect(irisStandings.getByRole('rowheader')).toHaveText(expected);
  await expect(tv.getByText('Ronda 2 de 7')).toBeVisible();
  expect(await stayed(tv)).toBe(true);
  expect(await stayed(iris)).toBe(true);
  await expectNoSideScrollAndShoot(tv, 'tournament-walk-tv-1280');
  await tv.setViewportSize(PHONE_360);
  await expectNoSideScrollAndShoot(tv, 'tournament-walk-tv-360');
  // Round 2 starts with round 1 complete: Iris hears of it too.
  await roundToastGone(iris, 2);
  await irisBell.click();
  await expect(iris.getByRole('dialog', { name: 'Notificaciones' }).getByText('Empieza la ronda 2')).toBeVisible();
  await iris.keyboard.press('Escape');
  await shoot(iris, 'tournament-walk-player');

  await page.getByRole('tab', { name: 'Rendimiento' }).click();
  await expect(page.getByText('Ganado 16-5').first()).toBeVisible();
  await expectAccessible(page, 'tournament results');
  await page.getByRole('tab', { name: 'Clasificación' }).click();
  await shoot(page, 'tournament-walk-results');

  // Pause and resume (the TV says so), then finish after its question.
  await page.getByRole('button', { name: 'Pausar torneo' }).click();
  await expect(page.getByText('Torneo pausado')).toBeVisible();
  await expect(page.getByRole('main').getByText('En pausa')).toBeVisible();
  await expect(tv.getByText('En pausa')).toBeVisible();
  await page.getByRole('button', { name: 'Reanudar torneo' }).click();
  await expect(page.getByRole('main').getByText('En curso')).toBeVisible();
  await expect(tv.getByText('En pausa')).toBeHidden();
  await page.getByRole('button', { name: 'Terminar torneo' }).click();
  const question = page.getByRole('dialog', { name: '¿TERMINAR el torneo?' });
  await expect(question).toBeVisible();
  await shoot(page, 'tournament-walk-finish-question');
  await question.getByRole('button', { name: 'Terminar el torneo' }).click();
  await expect(page.getByText('Torneo Terminado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausar torneo' })).toBeHidden();
  await expect(tv.getByText('Terminado')).toBeVisible();

  await page.getByRole('link', { name: 'Mis torneos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis torneos' })).toBeVisible();
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await expect(page.getByRole('main').getByText('Terminado', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: `Clasificación final de ${NAME}` }).getByRole('rowheader')).toHaveText(
    expected,
  );
  await shoot(page, 'tournament-walk-history');
  await tvContext.close();
  await irisPhone.close();
});
