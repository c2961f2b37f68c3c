import { signedIn } from './support/accounts';
import { appTookOver } from './support/app';
import { PHONE_360, shootPhoneAndDesktop } from './support/fit';
import { tap } from './support/live-match';
import { expect as baseExpect, test } from './support/test';

/*
 * Scoring a tournament match (decision 045), in Spanish on a phone: the organiser of an
 * 8-player americano (created through the API, races to 4 points) opens a court's match from the
 * rotation, /setup comes prefilled from the tournament, /app scores the race, and the result lands
 * on the rotation page, written back by the match sync.
 */

// A sign-up and three lazy pages on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

interface Created {
  tournament: { id: string };
  rounds: { matches: { id: string; court: number; teamA: { name: string }[]; teamB: { name: string }[] }[] }[];
}

test('el organizador juega el partido de una pista como carrera a 4 puntos y la rotación muestra el resultado', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE_360);
  await signedIn(page, request, 'juega-torneo');
  const api = page.context().request;
  // The organiser's writes name the app's origin, as the CSRF check wants.
  const headers = { origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin };
  const created = await api.post('/api/tournaments', {
    headers,
    data: {
      name: 'Americano exprés',
      players: ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'].map((name) => ({ name })),
      courts: 2,
      format: 'americano',
      pointsPerMatch: 4,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { tournament, rounds } = (await created.json()) as Created;
  const match = rounds[0]?.matches.find((candidate) => candidate.court === 1);
  if (!match) throw new Error('round 1 has no court 1');
  const [a1, a2] = match.teamA.map((player) => player.name);
  const [b1, b2] = match.teamB.map((player) => player.name);

  await page.goto(`/tournament-rotation?tournamentId=${tournament.id}&name=Americano%20expr%C3%A9s`);
  await appTookOver(page);
  const play = page.getByRole('link', { name: 'Jugar el partido de la pista 1, ronda 1' });
  await expect(play).toBeVisible();
  await shootPhoneAndDesktop(page, 'tournament-play-rotation');

  // /setup with the spec's flags, prefilled from the tournament: team A as team 1, the race to 4.
  await play.click();
  await expect(page).toHaveURL(/\/setup\?fromTournament=true&tournament=true&tournamentId=.+&matchId=.+/);
  await expect(page.getByText('Partido de torneo: ronda 1, 4 puntos en total.')).toBeVisible();
  await expect(page.getByLabel('Nombre del equipo').first()).toHaveValue(`${a1} / ${a2}`);
  await expect(page.getByLabel('Jugador 1').first()).toHaveValue(a1 ?? '');
  await expect(page.getByLabel('Jugador 2').nth(1)).toHaveValue(b2 ?? '');
  await expect(page.getByLabel('Jugador 1').nth(1)).toHaveValue(b1 ?? '');
  await expect(page.getByRole('group', { name: 'Deporte' })).toBeHidden();
  await shootPhoneAndDesktop(page, 'tournament-play-setup');

  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(/Pádel · 4 puntos/i)).toBeVisible();
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  await expect(page.getByTestId('points-player1')).toHaveText('0');
  // The rally of team 2 is taken back: undo works in a race as in any match.
  await tap(page, 'them');
  await page.getByRole('button', { name: 'Deshacer' }).first().click();
  await expect(page.getByTestId('points-player2')).toHaveText('0');
  await tap(page, 'us', 2);
  await tap(page, 'them');
  await tap(page, 'us');

  const dialog = page.getByTestId('match-over-dialog');
  await expect(dialog).toContainText(`Gana ${a1} / ${a2}`);
  await expect(dialog).toContainText('4 puntos: 3-1');
  // The finish and the result went out together (the sync's pass), then "saved".
  await expect(page.getByText('Partido guardado')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Volver al torneo' })).toBeVisible();
  await shootPhoneAndDesktop(page, 'tournament-play-finished');
  await dialog.getByRole('button', { name: 'Volver al torneo' }).click();

  await expect(page).toHaveURL(new RegExp(`/tournament-rotation\\?tournamentId=${tournament.id}`));
  const round1 = page.getByRole('region', { name: 'Ronda 1' });
  const court1 = round1.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) });
  await expect(court1).toContainText('3-1');
  await expect(round1.getByRole('link', { name: 'Jugar el partido de la pista 1, ronda 1' })).toHaveCount(0);

  // Stored once, as team A 3, team B 1, whatever the sync retried.
  const stored = (await (await api.get(`/api/tournaments/${tournament.id}`)).json()) as {
    rounds: { matches: { id: string; status: string; scoreA: number; scoreB: number; revision: number }[] }[];
  };
  expect(stored.rounds[0]?.matches.find((candidate) => candidate.id === match.id)).toMatchObject({
    status: 'completed',
    scoreA: 3,
    scoreB: 1,
    revision: 1,
  });
});
