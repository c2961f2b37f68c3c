import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { appTookOver } from './support/app';
import { expectAccessible } from './support/axe';
import { PHONE_360, shootPhoneAndDesktop as shoot } from './support/fit';
import { expect as baseExpect, test } from './support/test';

/**
 * Issue 20's results panel on the organiser's rotation page (decision 045), in Spanish on a phone:
 * round 1's results entered by hand (one while offline, kept on the device and sent once back), the
 * standings in the engine's order, pause, resume, finish with its question, and history.
 */

// A sign-up and a lazy page on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const NAME = 'Americano de los jueves';
const PLAYERS = ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'];

interface Team {
  name: string;
}
interface Detail {
  tournament: { id: string };
  rounds: { matches: { id: string; court: number; teamA: Team[]; teamB: Team[]; scoreA: number | null }[] }[];
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

const team = (players: Team[]) => players.map((player) => player.name);

test('un organizador anota la ronda 1 (una sin conexión), ve la clasificación, pausa, reanuda y termina el torneo', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE_360);
  await signedIn(page, request, 'resultados-torneo');
  const origin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin;
  const created = await page.context().request.post('/api/tournaments', {
    headers: { origin },
    data: {
      name: NAME,
      players: PLAYERS.map((name) => ({ name })),
      courts: 2,
      format: 'americano',
      pointsPerMatch: 21,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const detail = (await created.json()) as Detail;
  const [first, second] = [...(detail.rounds[0]?.matches ?? [])].sort((x, y) => x.court - y.court);
  if (!first || !second) throw new Error('round 1 has two matches');

  await page.goto(`/tournament-rotation?tournamentId=${detail.tournament.id}&name=${encodeURIComponent(NAME)}`);
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Resultados del torneo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Clasificación' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Enlace para espectadores')).toBeVisible();

  // Court 1 by hand: a sum over the points per match is refused, then 12-9 is kept.
  await page.getByRole('tab', { name: 'Partidos' }).click();
  const refused = await enterResult(page, 1, '15', '10');
  await expect(refused.getByText('Entre las dos parejas no pueden pasar de 21 puntos')).toBeVisible();
  await shoot(page, 'tournament-result-form');
  await refused.getByRole('textbox').nth(0).fill('12');
  await refused.getByRole('textbox').nth(1).fill('9');
  await refused.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByText('12-9').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Corregir resultado de la ronda 1, pista 1' })).toBeVisible();

  // Court 2 with the network gone: kept on the device, marked, and sent once it is back.
  await page.context().setOffline(true);
  await enterResult(page, 2, '5', '16');
  await expect(page.getByText('Pendiente de sincronizar')).toBeVisible();
  await expect(
    page.getByText('1 resultado guardado en este dispositivo; se enviará en cuanto haya conexión.'),
  ).toBeVisible();
  await shoot(page, 'tournament-results-offline');
  await page.context().setOffline(false);
  await expect(page.getByText('Pendiente de sincronizar')).toBeHidden();
  const stored = (await (
    await page.context().request.get(`/api/tournaments/${detail.tournament.id}`)
  ).json()) as Detail;
  const synced = stored.rounds[0]?.matches.find((match) => match.id === second.id);
  expect(synced).toMatchObject({ scoreA: 5, scoreB: 16, revision: 1 });

  // Standings: point difference first (16-5 beats 12-9), then the engine's name order within a tie.
  await page.getByRole('tab', { name: 'Clasificación' }).click();
  const byName = (names: string[]) => [...names].sort((x, y) => x.localeCompare(y, 'es'));
  const expected = [
    ...byName(team(second.teamB)),
    ...byName(team(first.teamA)),
    ...byName(team(first.teamB)),
    ...byName(team(second.teamA)),
  ];
  const standings = page.getByRole('table', { name: 'Clasificación actual' });
  await expect(standings.getByRole('rowheader')).toHaveText(expected);
  await page.getByRole('tab', { name: 'Rendimiento' }).click();
  await expect(page.getByText('Ganado 16-5').first()).toBeVisible();
  await expectAccessible(page, 'tournament results');
  await page.getByRole('tab', { name: 'Clasificación' }).click();
  await shoot(page, 'tournament-results');

  // Pause, resume, then finish after its question.
  await page.getByRole('button', { name: 'Pausar torneo' }).click();
  await expect(page.getByText('Torneo pausado')).toBeVisible();
  await expect(page.getByRole('main').getByText('En pausa')).toBeVisible();
  await page.getByRole('button', { name: 'Reanudar torneo' }).click();
  await expect(page.getByRole('main').getByText('En curso')).toBeVisible();
  await page.getByRole('button', { name: 'Terminar torneo' }).click();
  const question = page.getByRole('dialog', { name: '¿TERMINAR el torneo?' });
  await expect(question).toBeVisible();
  await shoot(page, 'tournament-finish-question');
  await question.getByRole('button', { name: 'Terminar el torneo' }).click();
  await expect(page.getByText('Torneo Terminado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausar torneo' })).toBeHidden();

  await page.getByRole('link', { name: 'Mis torneos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis torneos' })).toBeVisible();
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await expect(page.getByRole('main').getByText('Terminado', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: `Clasificación final de ${NAME}` }).getByRole('rowheader')).toHaveText(
    expected,
  );
});
