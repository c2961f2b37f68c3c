import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, type TestUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { DESKTOP_1280, expectNoSideScrollAndShoot, PHONE_360, smallControls } from './support/fit';
import { LONGEST_CLUB_NAME, LONGEST_COURT_NAME, longest } from './support/longest-text';
import { originContext, ownServerWithRoles, signedInPage } from './support/own-server';
import { expect as baseExpect, test } from './support/test';
import type { TestServer } from './support/test-server';

// Lazy chunks load on first visit on a busy machine: more time per expectation and per test.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/*
 * The club TV (decision 056), in Spanish: a court admin creates the venue's TV link in the
 * club settings; two players start matches at that venue on two courts (through the API, with their
 * own request contexts); a browser context nobody signed in to opens the TV page and sees both
 * courts' scores at once and the running tournament's standings; a session the admin books appears as the court's next one without a
 * reload; a withdrawn link shows its message. Screenshots at 1920x1080 (a club's TV), 1280x800 and
 * 360x740 with the longest club, court and team names. The court admin is made with the operator CLI
 * on a server of this file's own (as court-admin-area.spec.ts).
 */

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let courtAdmin: TestUser;
let players: TestUser[] = [];
let venueId = '';

const TV_1080P = { width: 1920, height: 1080 } as const;
const TOURNAMENT_NAME = 'Americano del viernes';
const LONGEST_TEAM_NAME = longest('Los Invencibles del Cristal ', 40);
/** Tomorrow in UTC, the zone of a venue made through POST /api/venues. */
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const own = await ownServerWithRoles(
    'club-tv',
    async (api) => {
      courtAdmin = await createVerifiedUser(api, 'clubtvadmin');
      players = [await createVerifiedUser(api, 'clubtvana'), await createVerifiedUser(api, 'clubtvbea')];
      return [[courtAdmin.email, 'court_admin']];
    },
    { TOURNAMENTS_ENABLED: 'true' },
  );
  server = own.server;
  closeServer = own.close;
  const admin = await signedInContext(courtAdmin);
  const created = await admin.post('/api/venues', {
    data: {
      name: LONGEST_CLUB_NAME,
      address: 'Calle Mayor 1',
      city: 'Zaragoza',
      courtNames: [LONGEST_COURT_NAME, 'Pista 2'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  venueId = (await created.json()).venue.id;
  // A tournament running at the venue, one result in: its standings show on the TV.
  const tournament = await admin.post('/api/tournaments', {
    data: {
      name: TOURNAMENT_NAME,
      players: ['Ana', 'Bea', 'Carlos', 'Dani', 'Eva', 'Fran', 'Gema', 'Hugo'].map((name) => ({ name })),
      courts: 2,
      format: 'americano',
      pointsPerMatch: 21,
      venueId,
    },
  });
  expect(tournament.status(), await tournament.text()).toBe(201);
  const detail = await tournament.json();
  const result = await admin.put(
    `/api/tournaments/${detail.tournament.id}/matches/${detail.rounds[0].matches[0].id}/result`,
    {
      data: { scoreA: 15, scoreB: 6, resultId: randomUUID() },
    },
  );
  expect(result.status(), await result.text()).toBe(200);
  await admin.dispose();
});

test.afterAll(async () => {
  await closeServer?.();
});

async function signedInContext(user: TestUser): Promise<APIRequestContext> {
  const context = await originContext(server.baseUrl);
  const signIn = await context.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return context;
}

/** Who serves first, as the scorer chose it: the team, and each team's first server (0 or 1). */
type FirstServe = { server: 'player1' | 'player2'; player1: 0 | 1; player2: 0 | 1 };

/**
 * A match in play at the venue on `courtName`: created and scored through the API as `player`; with
 * `serve`, who serves first is chosen before the first point.
 */
async function startMatchAt(
  player: TestUser,
  courtName: string,
  team1: string,
  points: ('player1' | 'player2')[],
  serve?: FirstServe,
) {
  const api = await signedInContext(player);
  const id = randomUUID();
  const startedAt = Date.now() - 600_000;
  const created = await api.put(`/api/matches/${id}`, {
    data: {
      config: {
        isDoubles: true,
        team1: { name: team1, color: 'green', players: ['Carlos Ruiz', 'Ana López'] },
        team2: { name: '', color: 'purple', players: ['Luis Pérez', 'Marta Gil'] },
        invitedPlayers: [],
        club: { id: venueId, name: LONGEST_CLUB_NAME, courtName },
        sessionDuration: 90,
        tournament: null,
      },
      rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
      startedAt,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const events = [
    ...(serve ? [{ type: 'serve_order', ...serve }] : []),
    ...points.map((side) => ({ type: 'point_won', side })),
  ];
  const entries = events.map((event, index) => ({
    id: randomUUID(),
    seq: index + 1,
    at: startedAt + index * 20_000,
    ...event,
  }));
  const appended = await api.post(`/api/matches/${id}/entries`, { data: { entries } });
  expect(appended.status(), await appended.text()).toBe(200);
  await api.dispose();
}

/** The TV page at each size: no sideways scroll, a screenshot of each to look at. */
async function shootTv(page: Page, file: string) {
  for (const [size, viewport] of [
    ['1920', TV_1080P],
    ['1280', DESKTOP_1280],
    ['360', PHONE_360],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoSideScrollAndShoot(page, `${file}-${size}`);
    expect(await smallControls(page), `${file} at ${size}`).toEqual([]);
  }
  await page.setViewportSize(TV_1080P);
}

test('la pantalla del club muestra dos pistas en juego a la vez y la próxima sesión, sin iniciar sesión', async ({
  browser,
}) => {
  // The court admin creates the TV link in the club's settings.
  const admin = await signedInPage(browser, server.baseUrl, courtAdmin, 'Europe/Madrid');
  await admin.goto('/court-admin/settings');
  const panel = admin.getByRole('heading', { level: 2, name: 'Pantalla del club' });
  await expect(panel).toBeVisible();
  await expect(admin.getByText('Todavía no hay enlace.')).toBeVisible();
  await admin.getByRole('button', { name: 'Crear enlace' }).click();
  const address = await admin.getByLabel('Dirección de la pantalla').inputValue();
  expect(address).toMatch(/\/club-tv\?token=[A-Za-z0-9_-]{32}$/);
  await expect(admin.getByRole('link', { name: 'Abrir pantalla' })).toHaveAttribute('href', address);
  await admin.setViewportSize(PHONE_360);
  await panel.scrollIntoViewIfNeeded();
  await expectNoSideScrollAndShoot(admin, 'club-tv-link-panel-360');

  // Two players start matches at the venue, one on each court (its name typed in another case).
  await startMatchAt(players[0] as TestUser, LONGEST_COURT_NAME.toUpperCase(), LONGEST_TEAM_NAME, [
    'player1',
    'player1',
    'player1',
    'player1',
    'player2',
  ]);
  // Its scorer chose who serves first: team 2's second player, Marta.
  await startMatchAt(
    players[1] as TestUser,
    'Pista 2',
    '',
    ['player2', 'player2', 'player2', 'player1', 'player1', 'player1'],
    { server: 'player2', player1: 0, player2: 1 },
  );

  // Nobody signed in: a context of its own opens the link on a 1080p TV.
  const tvContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-ES', viewport: TV_1080P });
  const tv = await tvContext.newPage();
  await tv.goto(address);
  await expect(tv.getByRole('heading', { level: 1, name: LONGEST_CLUB_NAME })).toBeVisible();
  const first = tv.getByRole('listitem').filter({ has: tv.getByRole('heading', { name: LONGEST_COURT_NAME }) });
  const second = tv.getByRole('listitem').filter({ has: tv.getByRole('heading', { name: 'Pista 2', exact: true }) });
  // Court 1: one game to love, then 0-15; court 2: deuce ("DEU") at golden point.
  await expect(
    first.getByRole('table', { name: `Marcador: ${LONGEST_TEAM_NAME} contra Luis Pérez / Marta Gil` }),
  ).toBeVisible();
  await expect(first.getByRole('row', { name: new RegExp(`^${LONGEST_TEAM_NAME} 1 0$`) })).toBeVisible();
  await expect(first.getByRole('row', { name: /^Luis Pérez \/ Marta Gil 0 15$/ })).toBeVisible();
  await expect(second.getByText('Punto de oro')).toBeVisible();
  await expect(second.getByRole('row', { name: /^Carlos Ruiz \/ Ana López 0 DEU$/ })).toBeVisible();
  await expect(second.getByText('Sin más reservas')).toBeVisible();
  // Who serves: said on the court that chose it, nothing on the one that did not.
  await expect(second.getByText('Saca: Marta Gil', { exact: true })).toBeVisible();
  await expect(first.getByText(/^Saca:/)).toHaveCount(0);
  await expect(tv.getByText(/^Actualizado a las \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  const standings = tv.getByRole('table', { name: `Clasificación · ${TOURNAMENT_NAME} · Ronda 1 de 7` });
  await expect(standings.getByRole('row')).toHaveCount(9);
  await expectAccessible(tv, 'club-tv');

  // The admin books tomorrow's 18:00 on court 2: the TV shows it as the next session, by itself.
  const api = await signedInContext(courtAdmin);
  const courts = await api.get(`/api/venues/${venueId}/courts`);
  const court2 = (await courts.json()).courts.find((court: { name: string }) => court.name === 'Pista 2');
  const booked = await api.post('/api/sessions', {
    data: { venueId, courtId: court2.id, date: tomorrow, time: '18:00', players: [{ name: 'Luis Invitado' }] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await expect(second.getByText('Próxima reserva: 18:00–19:00 · Luis Invitado')).toBeVisible();
  await shootTv(tv, 'club-tv');

  // The admin withdraws the link: the TV says it no longer works.
  await admin.getByRole('button', { name: 'Retirar enlace' }).click();
  await expect(admin.getByText('Enlace retirado: ya no funciona.')).toBeVisible();
  await expect(tv.getByRole('heading', { level: 1, name: 'Este enlace ya no funciona' })).toBeVisible();
  await tv.setViewportSize(PHONE_360);
  await expectNoSideScrollAndShoot(tv, 'club-tv-withdrawn-360');

  await api.dispose();
  await tvContext.close();
  await admin.context().close();
});
