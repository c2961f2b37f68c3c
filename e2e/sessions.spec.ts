import { addDays, wallClockAt } from '@marcador/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createVerifiedUser, type TestUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { shootPhoneAndDesktop } from './support/fit';
import { LONGEST_CLUB_NAME, LONGEST_COURT_NAME } from './support/longest-text';
import { originContext, ownServerWithRoles, signedInPage } from './support/own-server';
import { expect as baseExpect, test } from './support/test';
import type { TestServer } from './support/test-server';

// Lazy chunks load on first visit on a busy machine: more time per expectation and per test.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/*
 * Court sessions, the player's side, in Spanish: a player books a free court at a venue (a slot someone
 * takes meanwhile is refused with the clash named), sees the session in /sessions, opens it and
 * starts a match: /setup shows the club and the court, and the match's timer card counts the
 * session down. The venue is made by a court admin, whom the operator CLI makes while no server
 * holds the embedded database, so this file runs a server of its own (as club-search.spec.ts).
 */

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let courtAdmin: APIRequestContext;
let player: TestUser;
let venueId: string;
const courtIds: Record<string, string> = {};

// One unbroken word in each: it must wrap inside its box, not widen the page.
const CLUB_NAME = LONGEST_CLUB_NAME;
const LONG_COURT = LONGEST_COURT_NAME;
const ADDRESS = 'Calle Mayor 1';

/**
 * The venue's zone: UTC, or Tokyo when UTC's day is about to end, so the next half hour is still
 * today on the venue's clock (and never the browser's, which is Mexico City's).
 */
const VENUE_ZONE = new Date().getUTCHours() >= 22 ? 'Asia/Tokyo' : 'UTC';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  let admin: TestUser | undefined;
  const own = await ownServerWithRoles('sessions', async (api) => {
    admin = await createVerifiedUser(api, 'sessionsclub');
    player = await createVerifiedUser(api, 'sessionsplayer', { firstName: 'Robustiana' });
    return [[admin.email, 'court_admin']];
  });
  if (!admin) throw new Error('the court admin was not made');
  server = own.server;
  closeServer = own.close;
  courtAdmin = await originContext(server.baseUrl);
  const signIn = await courtAdmin.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const created = await courtAdmin.post('/api/venues', {
    data: { name: CLUB_NAME, address: ADDRESS, city: 'Zaragoza' },
  });
  expect(created.status(), await created.text()).toBe(201);
  venueId = ((await created.json()) as { venue: { id: string } }).venue.id;
  // Open all day, every day: the test books the next half hour whenever it runs.
  const settings = await courtAdmin.patch(`/api/venues/${venueId}/settings`, {
    data: {
      timeZone: VENUE_ZONE,
      openingHours: Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '24:00' })),
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  for (const name of [LONG_COURT, 'Pista 2']) {
    const court = await courtAdmin.post(`/api/venues/${venueId}/courts`, { data: { name } });
    expect(court.status(), await court.text()).toBe(201);
    courtIds[name] = ((await court.json()) as { court: { id: string } }).court.id;
  }
});

test.afterAll(async () => {
  await courtAdmin?.dispose();
  await closeServer?.();
});

/** The player's phone, in a zone other than the venue's. */
async function playerPage(browser: Browser): Promise<Page> {
  const page = await signedInPage(browser, server.baseUrl, player, 'America/Mexico_City');
  await page.setViewportSize({ width: 360, height: 740 });
  return page;
}

test('un jugador reserva una pista libre, la ve en Mis sesiones y empieza un partido desde ella', async ({
  browser,
}) => {
  const page = await playerPage(browser);

  await page.goto('/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis sesiones' })).toBeVisible();
  await expect(page.getByText('No tienes sesiones próximas. Reserva una pista en tu club.')).toBeVisible();
  await page.getByRole('link', { name: 'Reservar pista' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservar pista' })).toBeVisible();

  // The club from the venue search; the day is the venue's today; its courts offer their free starts.
  await page.getByRole('searchbox', { name: 'Buscar club' }).fill('villaverde');
  await page.getByRole('button', { name: new RegExp(CLUB_NAME.slice(0, 20)) }).click();
  await expect(page.getByText('Abierto de 00:00 a 24:00 (hora del club).')).toBeVisible();
  const date = await page.getByLabel('Día').inputValue();
  const secondCourt = page.getByRole('group', { name: 'Pista 2' });
  const firstStart = secondCourt.getByRole('button').first();
  const time = (await firstStart.textContent())?.trim() ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await firstStart.click();
  await expect(firstStart).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Nombre del jugador').fill('Marta');
  await page.getByRole('button', { name: 'Añadir jugador' }).click();
  await expect(page.getByRole('list', { name: 'Jugadores de la sesión' })).toContainText('Marta');
  await shootPhoneAndDesktop(page, 'sessions-new');
  await expectAccessible(page, 'sessions-new');

  // Someone takes that slot meanwhile: the booking is refused with the clash named, the slot goes.
  const taken = await courtAdmin.post('/api/sessions', {
    data: { venueId, courtId: courtIds['Pista 2'], date, time, players: [{ name: 'Rival' }] },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(`Pista 2 ya está reservada el`);
  await expect(page.getByRole('alert')).toContainText(`de ${time} a`);
  await expect(secondCourt.getByRole('button', { name: `Pista 2 a las ${time}` })).toHaveCount(0);

  // The same time on the other court.
  await page.getByRole('button', { name: `${LONG_COURT} a las ${time}` }).click();
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
  const title = `${CLUB_NAME} · ${LONG_COURT}`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/sessions\/[^/]+$/);
  await expect(page.getByText('Robustiana E2E y Marta')).toBeVisible();
  await expect(page.getByText(new RegExp(`^De ${time} a \\d{2}:\\d{2} \\(60 min\\)$`))).toBeVisible();
  await shootPhoneAndDesktop(page, 'sessions-detail');
  await expectAccessible(page, 'sessions-detail');

  // Its booker changes it: a note, saved, on its page.
  await page.getByRole('link', { name: 'Cambiar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${LONG_COURT} a las ${time}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Notas').fill('Traemos bolas nuevas');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Traemos bolas nuevas')).toBeVisible();

  // Mis sesiones lists it, in the venue's times.
  await page.getByRole('link', { name: 'Volver a mis sesiones' }).click();
  const card = page.getByRole('article').filter({ hasText: LONG_COURT });
  await expect(card).toContainText(`de ${time} a`);
  await expect(card.getByText('Programada')).toBeVisible();
  await shootPhoneAndDesktop(page, 'sessions-list');
  await expectAccessible(page, 'sessions-list');

  // Open it and start a match: /setup has the club, the court and the session's minutes left.
  await card.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByTestId('chosen-venue')).toContainText(CLUB_NAME);
  await expect(page.getByTestId('chosen-venue')).toContainText(ADDRESS);
  await expect(page.getByLabel('Pista', { exact: true })).toHaveValue(LONG_COURT);
  const minutes = Number(await page.getByLabel('Duración de la sesión (minutos)').inputValue());
  expect(minutes).toBeGreaterThanOrEqual(60);
  expect(minutes).toBeLessThanOrEqual(90);
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('button', { name: 'Empezar partido' }).click();
  const timer = page.getByTestId('timer-card');
  await expect(timer.getByRole('heading', { name: CLUB_NAME })).toBeVisible();
  await expect(timer).toContainText(`${LONG_COURT} · ${ADDRESS}`);
  // The session's minutes left count down: a minute or so less than them by now.
  const remaining = timer.locator('[data-level]');
  await expect(remaining).toHaveAttribute('data-level', 'normal');
  const left = ((await remaining.textContent()) ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);
  expect(left).toBeLessThan(minutes * 60);
  expect(left).toBeGreaterThan((minutes - 2) * 60);

  // Back on the list, the session is in play.
  await page.goto('/sessions');
  await expect(page.getByRole('article').filter({ hasText: LONG_COURT }).getByText('En juego')).toBeVisible();
});

test('el jugador cancela una sesión suya tras confirmarlo en un diálogo', async ({ browser }) => {
  const page = await playerPage(browser);
  const tomorrow = addDays(wallClockAt(new Date(), VENUE_ZONE).date, 1);
  const booked = await page.context().request.post('/api/sessions', {
    data: { venueId, courtId: courtIds['Pista 2'], date: tomorrow, time: '10:00' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { session } = (await booked.json()) as { session: { id: string } };

  await page.goto(`/sessions/${session.id}`);
  await page.getByRole('button', { name: 'Cancelar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar la sesión?' });
  await expect(dialog).toContainText('Se libera Pista 2');
  await shootPhoneAndDesktop(page, 'sessions-cancel-dialog', { controlsIn: '[role="dialog"]' });
  await expectAccessible(page, 'sessions-cancel-dialog');
  await dialog.getByRole('button', { name: 'Mantener' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancelar sesión' }).click();
  await dialog.getByRole('button', { name: 'Cancelar sesión' }).click();
  await expect(page.getByText('Sesión cancelada. La pista queda libre.')).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar sesión' })).toHaveCount(0);
});
