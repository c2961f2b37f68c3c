import type { Browser, Page } from '@playwright/test';
import { createVerifiedUser, type TestUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { shootPhoneAndDesktop } from './support/fit';
import { LONGEST_CLUB_NAME, LONGEST_COURT_NAME } from './support/longest-text';
import { addCourt, originContext, ownServerWithRoles, signedInPage } from './support/own-server';
import { expect as baseExpect, test } from './support/test';
import type { TestServer } from './support/test-server';

// Lazy chunks load on first visit on a busy machine: more time per expectation and per test.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/*
 * The court admin's area, in Spanish: a court admin adds two courts (a duplicate name is
 * refused in their words), books a session for a registered player and a typed name, is refused an
 * overlapping one with the clash named, sees the day and the dashboard, edits the club's settings and
 * cancels the session after a confirmation. Phone (360 px) and desktop (1280 px) screenshots at the
 * longest values: a 60-letter court name and a 120-letter club name. The court admin is made with
 * the operator CLI, which refuses while a server holds the embedded database, so this file runs a
 * server of its own (as club-search.spec.ts): sign up, stop, grant, start again.
 */

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let courtAdmin: TestUser;

const PLAYER_FIRST_NAME = 'Robustiana';

/** Tomorrow on the venue's clock: a venue made through POST /api/venues keeps time in UTC until its settings say otherwise. */
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const [year, month, day] = tomorrow.split('-');
const tomorrowAsRead = `${day}/${month}/${year}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const own = await ownServerWithRoles('court-admin-area', async (api) => {
    courtAdmin = await createVerifiedUser(api, 'courtarea');
    await createVerifiedUser(api, 'courtplayer', { firstName: PLAYER_FIRST_NAME, lastName: 'Quiñones' });
    return [[courtAdmin.email, 'court_admin']];
  });
  server = own.server;
  closeServer = own.close;
  const admin = await originContext(server.baseUrl);
  const signIn = await admin.post('/api/auth/sign-in/email', {
    data: { email: courtAdmin.email, password: courtAdmin.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const created = await admin.post('/api/venues', {
    data: { name: LONGEST_CLUB_NAME, address: 'Calle Mayor 1', city: 'Zaragoza' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
});

test.afterAll(async () => {
  await closeServer?.();
});

/** A page of its own browser context, signed in as the court admin, in a zone other than the venue's. */
async function courtAdminPage(browser: Browser): Promise<Page> {
  // The browser is in Mexico City; the venue keeps UTC: every time shown must be the venue's.
  const page = await signedInPage(browser, server.baseUrl, courtAdmin, 'America/Mexico_City');
  await page.setViewportSize({ width: 360, height: 740 });
  return page;
}

test('un court admin añade pistas, crea una sesión, ve el choque nombrado, edita los ajustes y cancela', async ({
  browser,
}) => {
  const page = await courtAdminPage(browser);

  // Courts: two added, a third with a name already used is refused in Spanish.
  await page.goto('/add-court');
  await expect(page.getByRole('heading', { level: 1, name: 'Pistas del club' })).toBeVisible();
  await addCourt(page, LONGEST_COURT_NAME);
  await addCourt(page, 'Pista 2');
  await page.getByRole('button', { name: 'Añadir pista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva pista' });
  await dialog.getByLabel('Nombre de la pista').fill('pista 2');
  await dialog.getByRole('button', { name: 'Guardar pista' }).click();
  await expect(dialog.getByText('Ya hay una pista con ese nombre en el club. Elige otro.')).toBeVisible();
  await shootPhoneAndDesktop(page, 'court-admin-court-dialog', { controlsIn: '[role="dialog"]' });
  await expectAccessible(page, 'court-admin-court-dialog');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Editar Pista 2' }).click();
  const editing = page.getByRole('dialog', { name: 'Editar Pista 2' });
  // The choice's radio is visually hidden inside its label: a tap on the label picks it.
  await editing.getByText('Interior', { exact: true }).click();
  await expect(editing.getByRole('radio', { name: 'Interior' })).toBeChecked();
  await editing.getByRole('button', { name: 'Guardar pista' }).click();
  await expect(editing).toHaveCount(0);
  await expect(page.getByText('Interior', { exact: true })).toBeVisible();
  await shootPhoneAndDesktop(page, 'court-admin-courts');
  await expectAccessible(page, 'court-admin-courts');

  // A session tomorrow at 18:00 on the long-named court, for a registered player and a typed name.
  await page.goto(`/court-admin/sessions/new?date=${tomorrow}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva sesión' })).toBeVisible();
  await page.getByLabel('Pista', { exact: true }).selectOption({ label: LONGEST_COURT_NAME });
  await expect(page.getByLabel('Fecha')).toHaveValue(tomorrow);
  await expect(page.getByLabel('Duración (minutos)')).toHaveValue('60');
  await page.getByLabel('Hora de inicio').fill('18:00');
  await page.getByLabel('Buscar jugador registrado').fill(PLAYER_FIRST_NAME);
  await page.getByRole('button', { name: new RegExp(`^Añadir a ${PLAYER_FIRST_NAME}`) }).click();
  await page.getByLabel('O escribe el nombre de alguien sin cuenta').fill('Luis Invitado');
  await page.getByRole('button', { name: 'Añadir nombre' }).click();
  await expect(page.getByRole('button', { name: 'Quitar a Luis Invitado' })).toBeVisible();
  await shootPhoneAndDesktop(page, 'court-admin-session-form');
  await expectAccessible(page, 'court-admin-session-form');
  await page.getByRole('button', { name: 'Crear sesión' }).click();
  await expect(page).toHaveURL(/\/court-admin\/sessions\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${LONGEST_COURT_NAME} · 18:00–19:00` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(PLAYER_FIRST_NAME) })).toBeVisible();
  const sessionUrl = page.url();
  await shootPhoneAndDesktop(page, 'court-admin-session');
  await expectAccessible(page, 'court-admin-session');

  // An overlapping one on the same court is refused, naming the court, the times and the day.
  await page.goto(`/court-admin/sessions/new?date=${tomorrow}`);
  await page.getByLabel('Pista', { exact: true }).selectOption({ label: LONGEST_COURT_NAME });
  await page.getByLabel('Hora de inicio').fill('18:30');
  await page.getByRole('button', { name: 'Crear sesión' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `${LONGEST_COURT_NAME} ya tiene una sesión de 18:00 a 19:00 el ${tomorrowAsRead}.` }),
  ).toBeVisible();
  await shootPhoneAndDesktop(page, 'court-admin-session-clash');

  // The day's list, by court, reached by the next-day link from today.
  await page.goto('/court-admin/sessions');
  await page.getByRole('link', { name: 'Día siguiente' }).click();
  await expect(page.getByLabel('Fecha')).toHaveValue(tomorrow);
  await expect(page.getByRole('link', { name: `Sesión de ${LONGEST_COURT_NAME}, 18:00–19:00` })).toBeVisible();
  await shootPhoneAndDesktop(page, 'court-admin-sessions-day');

  // The dashboard: today's courts, the upcoming session, the week's occupancy as a table.
  await page.goto('/court-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel del club' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: LONGEST_COURT_NAME })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Próximas sesiones' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('table', { name: /Horas reservadas frente a horas de pista abiertas/ })).toBeVisible();
  await shootPhoneAndDesktop(page, 'court-admin-dashboard');
  await expectAccessible(page, 'court-admin-dashboard');

  // Settings: a longer default session, Sundays closed, the club's zone; saved in Spanish.
  await page.goto('/court-admin/settings');
  await expect(page.getByLabel('Nombre del club')).toHaveValue(LONGEST_CLUB_NAME);
  await expect(page.getByLabel('Zona horaria')).toHaveValue('UTC');
  await page.getByLabel('Duración de las sesiones (minutos)').fill('90');
  await page.getByLabel('Cerrado el domingo').check();
  await page.getByLabel('Cierra el sábado').selectOption('24:00');
  await page.getByLabel('Zona horaria').selectOption('Europe/Madrid');
  // A new zone shows the booked sessions at other hours: the field says so before saving.
  await expect(page.getByLabel('Zona horaria')).toHaveAccessibleDescription(
    /Las sesiones ya reservadas no cambian de momento: en la nueva zona horaria se verán a otra hora\./,
  );
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(page.getByText('Ajustes guardados.')).toBeVisible();
  await shootPhoneAndDesktop(page, 'court-admin-settings');
  await expectAccessible(page, 'court-admin-settings');
  await page.goto(`/court-admin/sessions/new?date=${tomorrow}`);
  await expect(page.getByLabel('Duración (minutos)')).toHaveValue('90');

  // The players: who played at the club, and the directory.
  await page.goto('/court-admin/players/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Jugadores' })).toBeVisible();
  await page.getByLabel('Buscar jugador', { exact: true }).fill(PLAYER_FIRST_NAME);
  await expect(
    page
      .getByRole('region', { name: 'Buscar en el directorio' })
      .getByRole('link', { name: new RegExp(PLAYER_FIRST_NAME) }),
  ).toBeVisible();
  await shootPhoneAndDesktop(page, 'court-admin-players');
  await expectAccessible(page, 'court-admin-players');

  // Cancelling asks first, in a dialog; "No, mantenerla" keeps it.
  await page.goto(sessionUrl);
  await page.getByRole('button', { name: 'Cancelar sesión' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar esta sesión?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'No, mantenerla' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancelar sesión' }).click();
  await page
    .getByRole('dialog', { name: '¿Cancelar esta sesión?' })
    .getByRole('button', { name: 'Sí, cancelar sesión' })
    .click();
  await expect(page.getByText('Sesión cancelada.')).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();

  await page.context().close();
});
