import type { Browser, Page } from '@playwright/test';
import { createVerifiedUser, type TestUser } from './support/accounts';
import { shootPhoneAndDesktop } from './support/fit';
import { LONGEST_CLUB_NAME, longest } from './support/longest-text';
import { ownServerWithRoles, signedInPage as ownSignedInPage } from './support/own-server';
import { expect as baseExpect, test } from './support/test';
import type { TestServer } from './support/test-server';

// Lazy chunks load on first visit on a busy machine: more time per expectation and per test.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/*
 * "Becoming a court admin" (decision 047), in Spanish: a player applies for their club and
 * waits on /court-admin/pending; a master admin opens the rejection dialog, cancels it and approves
 * the club from /master-admin; the player's waiting page, live, takes them to /court-admin. The master
 * admin is made with the operator CLI, which refuses while a server holds the embedded database, so
 * this file runs a server of its own (as club-search.spec.ts): sign up, stop, grant, start again.
 */

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let admin: TestUser;
let player: TestUser;

/** A page of its own browser context, signed in as `user`, in the club's time zone. */
async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  return ownSignedInPage(browser, server.baseUrl, user, 'Europe/Madrid');
}

const CLUB = {
  // One unbroken 60-letter word: it must wrap inside its box, not widen the page.
  name: LONGEST_CLUB_NAME,
  address: longest('Avenida de los Deportistas Olímpicos 1234, portal B, local 5 ', 200),
  city: longest('San Cristóbal de la Laguna ', 80),
  country: longest('España ', 80),
  phone: '+34 (976) 12 - 34 - 56 - 78 90',
  courts: '30',
  note: longest('Abrimos de lunes a domingo de 8:00 a 23:00; pistas de cristal, vestuarios y cafetería. ', 1000),
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const own = await ownServerWithRoles('court-admin', async (api) => {
    admin = await createVerifiedUser(api, 'masteradmin');
    player = await createVerifiedUser(api, 'clubowner');
    return [[admin.email, 'admin']];
  });
  server = own.server;
  closeServer = own.close;
});

test.afterAll(async () => {
  await closeServer?.();
});

test('un jugador solicita su club, el master admin lo aprueba y el jugador llega a /court-admin', async ({
  browser,
}) => {
  const playerPage = await signedInPage(browser, player);
  await playerPage.setViewportSize({ width: 360, height: 740 });
  await playerPage.goto('/court-admin/register');
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Registra tu club en Marcador' })).toBeVisible();
  // The browser's time zone is the default.
  await expect(playerPage.getByLabel('Zona horaria')).toHaveValue('Europe/Madrid');

  // Sent empty: every required field says what it needs, the first takes the focus.
  await playerPage.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(playerPage.getByText('Escribe el nombre del club.')).toBeVisible();
  await expect(playerPage.getByText('Escribe un teléfono de contacto.')).toBeVisible();
  await expect(playerPage.getByLabel('Nombre del club')).toBeFocused();

  await playerPage.getByLabel('Nombre del club').fill(CLUB.name);
  await playerPage.getByLabel('Dirección').fill(CLUB.address);
  await playerPage.getByLabel('Ciudad').fill(CLUB.city);
  await playerPage.getByLabel('País').fill(CLUB.country);
  await playerPage.getByLabel('Teléfono').fill('976 abc');
  await playerPage.getByLabel('Número de pistas').fill('31');
  await playerPage.getByLabel('Nota para el equipo de Marcador').fill(CLUB.note);
  await playerPage.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    playerPage.getByText('Escribe un teléfono válido: de 6 a 15 cifras, con + delante si es internacional.'),
  ).toBeVisible();
  await expect(playerPage.getByText('El número de pistas debe estar entre 1 y 30.')).toBeVisible();
  await playerPage.getByLabel('Teléfono').fill(CLUB.phone);
  await playerPage.getByLabel('Número de pistas').fill(CLUB.courts);
  await expect(playerPage.getByText('El número de pistas debe estar entre 1 y 30.')).toHaveCount(0);
  await shootPhoneAndDesktop(playerPage, 'court-admin-register');

  await playerPage.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(playerPage).toHaveURL(/\/court-admin\/pending$/);
  await expect(playerPage.getByText('Solicitud en revisión')).toBeVisible();
  await expect(playerPage.getByRole('heading', { level: 2, name: CLUB.name })).toBeVisible();
  await shootPhoneAndDesktop(playerPage, 'court-admin-pending');
  // A second visit of the form while one waits leads back here.
  await playerPage.goto('/court-admin/register');
  await expect(playerPage).toHaveURL(/\/court-admin\/pending$/);
  await expect(playerPage.getByText('Solicitud en revisión')).toBeVisible();

  const adminPage = await signedInPage(browser, admin);
  await adminPage.setViewportSize({ width: 360, height: 740 });
  await adminPage.goto('/master-admin');
  const list = adminPage.getByRole('region', { name: 'Solicitudes de clubes' });
  const item = list.getByRole('listitem').filter({ hasText: CLUB.phone });
  await expect(item.getByRole('heading', { level: 3, name: CLUB.name })).toBeVisible();
  await expect(item).toContainText(player.email);
  await shootPhoneAndDesktop(adminPage, 'court-admin-review', {
    controlsIn: 'section[aria-labelledby="venue-applications-title"]',
  });

  // Rejecting asks for a reason: an empty one is refused, Cancelar closes without a decision.
  await item.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = adminPage.getByRole('dialog', { name: /^Rechazar «Club Pádel/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await expect(dialog.getByText('Escribe el motivo del rechazo.')).toBeVisible();
  await expect(dialog.getByLabel('Motivo del rechazo')).toBeVisible();
  // The longest club name in the dialog's title, on a phone and a desktop.
  await shootPhoneAndDesktop(adminPage, 'court-admin-reject-dialog', { controlsIn: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Rechazar' })).toBeFocused();

  await item.getByRole('button', { name: 'Aprobar' }).click();
  await expect(list.getByText('ya es un club activo.')).toBeVisible();
  await expect(list.getByText('No hay solicitudes pendientes.')).toBeVisible();

  // The player's waiting page hears the decision (no reload) and moves on to the court-admin area.
  await expect(playerPage).toHaveURL(/\/court-admin$/);
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Panel del club' })).toBeVisible();
  // On a later visit the waiting page sends them there at once.
  await playerPage.goto('/court-admin/pending');
  await expect(playerPage).toHaveURL(/\/court-admin$/);

  await adminPage.context().close();
  await playerPage.context().close();
});
