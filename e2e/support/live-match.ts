import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Scoreboard helpers for the live-match specs (Spanish interface, the default). */

export interface MatchSetup {
  team1?: string;
  team2?: string;
  /** Padel deuce rule as the set-up used to name it: picks the padel format preset with that rule. */
  deuce?: keyof typeof PADEL_FORMATS;
  /** A format preset's label as shown, e.g. 'Pádel con super tie-break' (default 'Pádel (ventaja)'). */
  format?: string;
  /** A TODS matchUpFormat code, typed in "Personalizar" after the preset. */
  code?: string;
  /** Each team's two players' names, in the set-up's order (the server is named by them). */
  players?: { team1: readonly [string, string]; team2: readonly [string, string] };
  /** A singles match ("Individual") between these two players, team 1's first. */
  singles?: readonly [string, string];
}

/** The padel preset of each deuce rule. */
export const PADEL_FORMATS = {
  Ventaja: 'Pádel (ventaja)',
  'Punto de oro': 'Pádel con punto de oro',
  'Punto estrella': 'Pádel con punto estrella (FIP 2026)',
} as const;

/** Picks a format preset on /setup by its label. */
export async function chooseFormat(page: Page, label: string): Promise<void> {
  const formats = page.getByRole('group', { name: 'Formato' });
  await formats.getByText(label, { exact: true }).click();
  await expect(formats.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

/** Types a TODS code in /setup's "Personalizar" dialog and applies it. */
export async function customFormat(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Personalizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personalizar formato' });
  await dialog.getByLabel('Código TODS').fill(code);
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('format-summary')).toContainText(code.trim().toUpperCase());
}

/**
 * Fills /setup (padel doubles unless `singles`), saves, and starts the match on /app. The format is always chosen: the
 * set-up otherwise starts from the last one this browser picked.
 */
export async function setUpAndStart(page: Page, setup: MatchSetup = {}): Promise<void> {
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();
  // A previous match of this user may be offered; these tests always start a new one.
  const newOne = page.getByRole('button', { name: 'Empezar uno nuevo' });
  if (await newOne.isVisible().catch(() => false)) await newOne.click();
  if (setup.team1) await page.getByLabel('Nombre del equipo').first().fill(setup.team1);
  if (setup.team2) await page.getByLabel('Nombre del equipo').nth(1).fill(setup.team2);
  if (setup.players) {
    for (const [team, names] of [setup.players.team1, setup.players.team2].entries()) {
      await page.getByLabel('Jugador 1').nth(team).fill(names[0]);
      await page.getByLabel('Jugador 2').nth(team).fill(names[1]);
    }
  }
  if (setup.singles) {
    const gameType = page.getByRole('group', { name: 'Tipo de partido' });
    await gameType.getByText('Individual', { exact: true }).click();
    await expect(gameType.getByRole('radio', { name: 'Individual', exact: true })).toBeChecked();
    for (const [team, name] of setup.singles.entries()) await page.getByLabel('Jugador 1').nth(team).fill(name);
  }
  await chooseFormat(page, setup.format ?? PADEL_FORMATS[setup.deuce ?? 'Ventaja']);
  if (setup.code) await customFormat(page, setup.code);
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  await expect(page.getByTestId('points-player1')).toHaveText('0');
}

/**
 * Keeps each pair's serving order when a doubles set starts and the board asks for it (the question
 * opens in the tap that ends the set): the specs that are not about the serve play on.
 */
export async function keepServeOrder(page: Page): Promise<void> {
  const question = page.getByRole('dialog', { name: '¿Quién saca primero en este set?' });
  if (await question.isVisible()) {
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect(question).toBeHidden();
  }
}

/** Taps a point button `times` times. */
export async function tap(page: Page, side: 'us' | 'them', times = 1): Promise<void> {
  const button = page.locator(`[data-command="${side === 'us' ? 'pointUs' : 'pointThem'}"]`).first();
  for (let i = 0; i < times; i++) {
    await keepServeOrder(page);
    await button.click();
  }
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

/**
 * A match another device of the same user has scored up to `points` ('1' a point for team 1, '2'
 * for team 2), stored through the API, then continued on this page from /setup ("Continuar"), as a
 * player picks up a match on another device. Returns its id. For tests whose subject comes after
 * those points: tapping forty-odd points through a loaded machine takes minutes.
 */
export async function continueFromServer(
  page: Page,
  teams: { team1: string; team2: string },
  points: string,
): Promise<string> {
  const id = randomUUID();
  const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
  const headers = { origin: new URL(baseUrl).origin };
  const now = Date.now();
  const config = {
    isDoubles: true,
    team1: { name: teams.team1, color: 'green', players: ['', ''] },
    team2: { name: teams.team2, color: 'blue', players: ['', ''] },
    invitedPlayers: [],
    club: null,
    sessionDuration: 60,
    tournament: null,
  };
  const rules = { sport: 'padel', deuce: 'advantage', finalSet: 'full' };
  const api = page.context().request;
  const created = await api.put(`/api/matches/${id}`, { headers, data: { config, rules, startedAt: now - 60_000 } });
  expect(created.status(), await created.text()).toBe(201);
  const entries = [...points].map((side, index) => ({
    id: randomUUID(),
    seq: index + 1,
    at: now - 60_000 + index * 500,
    type: 'point_won',
    side: side === '1' ? 'player1' : 'player2',
  }));
  const appended = await api.post(`/api/matches/${id}/entries`, { headers, data: { entries } });
  expect(appended.status(), await appended.text()).toBe(200);

  await page.goto('/setup');
  const card = page.getByTestId('unfinished-match');
  // The card waits for the set-up page's chunk and a request to the server, and /app for its own
  // chunk: each has taken over 30 s on the shared two-core machine.
  const slow = { timeout: 60_000 };
  await expect(card).toContainText(`${teams.team1} · ${teams.team2}`, slow);
  await card.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/app$/, slow);
  return id;
}

/** Love games as points for `continueFromServer`: each '1' or '2' is four points in a row. */
export function lovePoints(games: string): string {
  return [...games].map((side) => side.repeat(4)).join('');
}
