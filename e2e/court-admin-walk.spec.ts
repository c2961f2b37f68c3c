import { minutesOfDay, timeOfMinutes, wallClockAt } from '@marcador/domain';
import type { Browser, Page } from '@playwright/test';
import { createVerifiedUser, type TestUser } from './support/accounts';
import { shootPhoneAndDesktop } from './support/fit';
import { addCourt, ownServerWithRoles, signedInPage as signedInPageOf } from './support/own-server';
import { expect as baseExpect, test } from './support/test';
import type { TestServer } from './support/test-server';

// Lazy chunks load on first visit on a busy machine: more time per expectation and per test.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/*
 * Court administration from end to end, in Spanish: a player applies as a court admin and waits on
 * /court-admin/pending; a master admin approves; the new court admin adds two courts and a session
 * for a player; an overlapping session is refused with the clash named; the player hears of the
 * session, sees it in /sessions and starts a match from it with club and court on the timer card.
 * The master admin is made with the operator CLI while no server holds the embedded database, so
 * this file runs a server of its own (as court-admin-apply.spec.ts).
 */

const CLUB = 'Club Pádel Ribera del Ebro';
const PLAYER_FIRST_NAME = 'Robustiana';

/**
 * The club's zone: Reykjavik (UTC all year; the form lists the runtime's zones, without `UTC`), or
 * Tokyo when UTC's day is about to end, so the next half hour is still today on the club's clock
 * (and never the browsers', which are Madrid's).
 */
const VENUE_ZONE = new Date().getUTCHours() >= 22 ? 'Asia/Tokyo' : 'Atlantic/Reykjavik';

/** The club's today and the next half hour on its clock (the domain's wall clock), as its forms take them. */
function nextHalfHour(): { date: string; time: string; later: string } {
  const now = wallClockAt(new Date(), VENUE_ZONE);
  const start = Math.ceil((minutesOfDay(now.time) + 1) / 30) * 30;
  return { date: now.date, time: timeOfMinutes(start), later: timeOfMinutes(start + 30) };
}

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let admin: TestUser;
let applicant: TestUser;
let player: TestUser;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const own = await ownServerWithRoles('court-admin-walk', async (api) => {
    admin = await createVerifiedUser(api, 'walkadmin');
    applicant = await createVerifiedUser(api, 'walkclub');
    player = await createVerifiedUser(api, 'walkplayer', { firstName: PLAYER_FIRST_NAME, lastName: 'Quiñones' });
    return [[admin.email, 'admin']];
  });
  server = own.server;
  closeServer = own.close;
});

test.afterAll(async () => {
  await closeServer?.();
});

/** A phone of its own, signed in as `user`, in Madrid (the club keeps another zone). */
async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await signedInPageOf(browser, server.baseUrl, user, 'Europe/Madrid');
  await page.setViewportSize({ width: 360, height: 740 });
  return page;
}

test('de la solicitud del club a un partido empezado desde una sesión', async ({ browser }) => {
  // A player applies for their club and waits.
  const clubPage = await signedInPage(browser, applicant);
  await clubPage.goto('/court-admin/register');
  await clubPage.getByLabel('Nombre del club').fill(CLUB);
  await clubPage.getByLabel('Dirección').fill('Paseo de la Ribera 12');
  await clubPage.getByLabel('Ciudad').fill('Zaragoza');
  await clubPage.getByLabel('País').fill('España');
  await clubPage.getByLabel('Zona horaria').selectOption(VENUE_ZONE);
  await clubPage.getByLabel('Teléfono').fill('+34 976 12 34 56');
  await clubPage.getByLabel('Número de pistas').fill('1');
  await clubPage.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(clubPage).toHaveURL(/\/court-admin\/pending$/);
  await expect(clubPage.getByText('Solicitud en revisión')).toBeVisible();

  // A master admin approves it; the waiting page moves on by itself.
  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/master-admin');
  const item = adminPage
    .getByRole('region', { name: 'Solicitudes de clubes' })
    .getByRole('listitem')
    .filter({ hasText: CLUB });
  await item.getByRole('button', { name: 'Aprobar' }).click();
  await expect(adminPage.getByText('No hay solicitudes pendientes.')).toBeVisible();
  await adminPage.context().close();
  await expect(clubPage).toHaveURL(/\/court-admin$/);
  await expect(clubPage.getByRole('heading', { level: 1, name: 'Panel del club' })).toBeVisible();

  // Open all day (the test books the next half hour whenever it runs): the settings' API, not their form.
  const me = (await (await clubPage.context().request.get('/api/me')).json()) as { venue: { id: string } };
  const hours = await clubPage.context().request.patch(`/api/venues/${me.venue.id}/settings`, {
    data: { openingHours: Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '24:00' })) },
  });
  expect(hours.status(), await hours.text()).toBe(200);

  // The new court admin adds two courts.
  await clubPage.goto('/add-court');
  await addCourt(clubPage, 'Pista Central');
  await addCourt(clubPage, 'Pista Cristal');

  // A session for the player on the central court, at the next half hour of the club's clock.
  const { date, time, later } = nextHalfHour();
  await clubPage.goto(`/court-admin/sessions/new?date=${date}`);
  await clubPage.getByLabel('Pista', { exact: true }).selectOption({ label: 'Pista Central' });
  await clubPage.getByLabel('Hora de inicio').fill(time);
  await clubPage.getByLabel('Buscar jugador registrado').fill(PLAYER_FIRST_NAME);
  await clubPage.getByRole('button', { name: new RegExp(`^Añadir a ${PLAYER_FIRST_NAME}`) }).click();
  await clubPage.getByRole('button', { name: 'Crear sesión' }).click();
  await expect(clubPage).toHaveURL(/\/court-admin\/sessions\/[^/]+$/);

  // One overlapping it on the same court is refused, the clash named.
  await clubPage.goto(`/court-admin/sessions/new?date=${date}`);
  await clubPage.getByLabel('Pista', { exact: true }).selectOption({ label: 'Pista Central' });
  await clubPage.getByLabel('Hora de inicio').fill(later);
  await clubPage.getByRole('button', { name: 'Crear sesión' }).click();
  const [year, month, day] = date.split('-');
  await expect(
    clubPage.getByRole('alert').filter({ hasText: `Pista Central ya tiene una sesión de ${time} a` }),
  ).toContainText(`el ${day}/${month}/${year}.`);
  await shootPhoneAndDesktop(clubPage, 'court-admin-walk-clash');
  await clubPage.context().close();

  // The player hears of it, opens it from the notification and finds it in Mis sesiones.
  const playerPage = await signedInPage(browser, player);
  await playerPage.goto('/notifications');
  await playerPage.getByRole('link', { name: 'Te han añadido a una sesión' }).click();
  await expect(playerPage.getByRole('heading', { level: 1, name: `${CLUB} · Pista Central` })).toBeVisible();
  await playerPage.goto('/sessions');
  const card = playerPage.getByRole('article').filter({ hasText: 'Pista Central' });
  await expect(card).toContainText(`de ${time} a`);
  await shootPhoneAndDesktop(playerPage, 'court-admin-walk-sessions');

  // A match from it: the set-up has the club and the court, the timer card names them.
  await card.getByRole('link', { name: `${CLUB} · Pista Central` }).click();
  await playerPage.getByRole('button', { name: 'Empezar partido' }).click();
  await expect(playerPage).toHaveURL(/\/setup$/);
  await expect(playerPage.getByTestId('chosen-venue')).toContainText(CLUB);
  await expect(playerPage.getByLabel('Pista', { exact: true })).toHaveValue('Pista Central');
  await playerPage.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(playerPage).toHaveURL(/\/app$/);
  await playerPage.getByRole('button', { name: 'Empezar partido' }).click();
  const timer = playerPage.getByTestId('timer-card');
  await expect(timer.getByRole('heading', { name: CLUB })).toBeVisible();
  await expect(timer).toContainText('Pista Central · Paseo de la Ribera 12');
  await expect(timer.locator('[data-level]')).toHaveAttribute('data-level', 'normal');
  await playerPage.context().close();
});
