import type { Browser, Page } from '@playwright/test';
import { createVerifiedUser, signInWithForm, type TestUser } from './support/accounts';
import { shootPhoneAndDesktop } from './support/fit';
import { ownServerWithRoles, signedInPage as ownSignedInPage } from './support/own-server';
import { expect as baseExpect, test } from './support/test';
import type { TestServer } from './support/test-server';

// Lazy chunks load on first visit on a busy machine: more time per expectation and per test.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/*
 * Administrators on /master-admin (spec section 5), in Spanish: an admin adds a second
 * admin by e-mail, the second signs in and finds the Administración group in the menu, the first
 * removes them after confirming in the dialog, and the action log lists both changes; an admin
 * disables a player's account and enables it again. The first admin is made with the operator CLI,
 * so this file runs a server of its own.
 */

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let admin: TestUser;
let second: TestUser;
let player: TestUser;

const signedInPage = (browser: Browser, user: TestUser): Promise<Page> =>
  ownSignedInPage(browser, server.baseUrl, user, 'Europe/Madrid');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const own = await ownServerWithRoles('master-admins', async (api) => {
    admin = await createVerifiedUser(api, 'primeradmin');
    second = await createVerifiedUser(api, 'segundoadmin');
    player = await createVerifiedUser(api, 'desactivada');
    return [[admin.email, 'admin']];
  });
  server = own.server;
  closeServer = own.close;
});

test.afterAll(async () => {
  await closeServer?.();
});

test('un admin añade a otro, que ve Administración en el menú, lo quita tras confirmar y el registro lo muestra', async ({
  browser,
}) => {
  const adminPage = await signedInPage(browser, admin);
  await adminPage.setViewportSize({ width: 360, height: 740 });
  await adminPage.goto('/master-admin');
  const administrators = adminPage.getByRole('region', { name: 'Administradores' });
  const table = administrators.getByRole('table', { name: 'Administradores' });
  await expect(table.getByRole('row').filter({ hasText: admin.email })).toBeVisible();

  await administrators.getByLabel('Email de la cuenta').fill(second.email);
  await administrators.getByRole('button', { name: 'Añadir administrador' }).click();
  await expect(administrators.getByText(`${second.email} ahora es administrador.`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: second.email })).toBeVisible();

  // Adding them again fails with the spec's title and the server's reason.
  await administrators.getByLabel('Email de la cuenta').fill(second.email);
  await administrators.getByRole('button', { name: 'Añadir administrador' }).click();
  await expect(administrators.getByText('Error al añadir usuario')).toBeVisible();
  await expect(administrators.getByText('Esa cuenta ya es administradora.')).toBeVisible();

  // The second admin signs in and finds the Administración group in the menu.
  const secondPage = await signedInPage(browser, second);
  await secondPage.setViewportSize({ width: 360, height: 740 });
  await secondPage.goto('/setup');
  await secondPage.getByRole('button', { name: 'Menú' }).click();
  await expect(
    secondPage.getByRole('dialog', { name: 'Menú' }).getByRole('heading', { name: 'Administración' }),
  ).toBeVisible();
  await secondPage.context().close();

  // Removing yourself is refused by the server, in Spanish.
  await table.getByRole('button', { name: `Quitar a ${admin.email} como administrador` }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Quitar administrador' }).click();
  await expect(administrators.getByText('Error al quitar administrador')).toBeVisible();
  await expect(administrators.getByText('No puedes quitarte a ti mismo como administrador.')).toBeVisible();

  // Removing the second admin asks first; Cancelar keeps them.
  const removeSecond = table.getByRole('button', { name: `Quitar a ${second.email} como administrador` });
  await removeSecond.click();
  const dialog = adminPage.getByRole('dialog', { name: `¿Quitar a ${second.email} como administrador?` });
  await expect(dialog).toBeVisible();
  await shootPhoneAndDesktop(adminPage, 'master-admin-remove-dialog', { controlsIn: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: second.email })).toBeVisible();
  await removeSecond.click();
  await dialog.getByRole('button', { name: 'Quitar administrador' }).click();
  await expect(administrators.getByText(`${second.email} ya no es administrador.`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: second.email })).toHaveCount(0);

  // The log, newest first, has both changes with the acting admin and the target.
  const log = adminPage.getByRole('region', { name: 'Registro de acciones' });
  const entries = log.getByRole('table', { name: 'Registro de acciones' }).getByRole('row');
  const removed = entries.filter({ hasText: 'Administrador quitado' });
  const added = entries.filter({ hasText: 'Administrador añadido' });
  await expect(removed).toHaveCount(1);
  await expect(removed).toContainText(admin.email);
  await expect(removed).toContainText(second.email);
  await expect(added).toHaveCount(1);
  await expect(added).toContainText(second.email);
  await shootPhoneAndDesktop(adminPage, 'master-admin-administrators');

  // Filtered by action, only that action remains.
  await log.getByLabel('Acción').selectOption({ label: 'Administrador añadido' });
  await expect(removed).toHaveCount(0);
  await expect(added).toHaveCount(1);
  await log.getByLabel('Administrador', { exact: true }).selectOption({ label: admin.email });
  await expect(added).toHaveCount(1);

  // Users: the second account, found by e-mail, becomes a court admin; the log says so.
  const users = adminPage.getByRole('region', { name: 'Usuarios' });
  await users.getByLabel('Buscar por email o nombre').fill(second.email);
  await users.getByRole('button', { name: 'Buscar' }).click();
  const account = users.getByRole('listitem').filter({ hasText: second.email });
  await expect(account).toHaveCount(1);
  await expect(account).toContainText('Email confirmado: Sí');
  await account.getByRole('button', { name: 'Hacer Court Admin' }).click();
  await expect(account).toContainText('Roles: Court Admin');
  await expect(account.getByRole('button', { name: 'Quitar Court Admin' })).toBeVisible();
  await log.getByLabel('Acción').selectOption({ label: 'Court Admin concedido' });
  await expect(entries.filter({ hasText: 'Court Admin concedido' })).toContainText(second.email);

  // /mobile-admin: the same users, applications and log, laid out for a phone.
  await adminPage.goto('/mobile-admin');
  await expect(adminPage.getByRole('region', { name: 'Usuarios' })).toBeVisible();
  await expect(adminPage.getByRole('region', { name: 'Registro de acciones' })).toBeVisible();
  await shootPhoneAndDesktop(adminPage, 'mobile-admin-panels');
});

test('un admin desactiva una cuenta tras confirmar: su sesión termina, no puede entrar hasta que la activa', async ({
  browser,
}) => {
  const playerPage = await signedInPage(browser, player);
  await playerPage.setViewportSize({ width: 360, height: 740 });
  await playerPage.goto('/profile');
  await expect(playerPage).toHaveURL(/\/profile$/);

  const adminPage = await signedInPage(browser, admin);
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  await adminPage.goto('/master-admin');
  const users = adminPage.getByRole('region', { name: 'Usuarios' });
  await users.getByLabel('Buscar por email o nombre').fill(player.email);
  await users.getByRole('button', { name: 'Buscar' }).click();
  const account = users.getByRole('listitem').filter({ hasText: player.email });
  await expect(account).toHaveCount(1);

  // Disabling asks first; Cancelar leaves the account as it was.
  await account.getByRole('button', { name: 'Desactivar cuenta' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `¿Desactivar la cuenta ${player.email}?` });
  await expect(dialog).toContainText('Se cerrará su sesión en todos sus dispositivos');
  await shootPhoneAndDesktop(adminPage, 'master-admin-disable-dialog', { controlsIn: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await account.getByRole('button', { name: 'Desactivar cuenta' }).click();
  await dialog.getByRole('button', { name: 'Desactivar', exact: true }).click();
  await expect(users.getByText('Cambio guardado.')).toBeVisible();
  await expect(account).toContainText('Desactivada el:');
  await expect(account.getByRole('button', { name: 'Activar cuenta' })).toBeVisible();
  const log = adminPage.getByRole('region', { name: 'Registro de acciones' });
  const entries = log.getByRole('table', { name: 'Registro de acciones' }).getByRole('row');
  await expect(entries.filter({ hasText: 'Cuenta desactivada' })).toContainText(player.email);
  await shootPhoneAndDesktop(adminPage, 'master-admin-disabled-account');

  // The player's session has ended: the profile asks them to sign in, and the sign-in says why not.
  await playerPage.reload();
  await expect(playerPage).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  await signInWithForm(playerPage, player.email, player.password);
  await expect(
    playerPage.getByText(
      'Esta cuenta está desactivada. Escribe al administrador de Marcador si crees que es un error.',
    ),
  ).toBeVisible();
  await shootPhoneAndDesktop(playerPage, 'sign-in-account-disabled');

  // Enabled again, the same password signs in.
  await account.getByRole('button', { name: 'Activar cuenta' }).click();
  await expect(account.getByRole('button', { name: 'Desactivar cuenta' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Cuenta activada' })).toContainText(player.email);
  await signInWithForm(playerPage, player.email, player.password);
  await expect(playerPage).toHaveURL(/\/profile$/);
});
