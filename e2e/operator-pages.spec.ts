import type { Page } from '@playwright/test';
import { createVerifiedUser, type TestUser, waitForMail } from './support/accounts';
import { shootPhoneAndDesktop } from './support/fit';
import { ownServerWithRoles, signedInPage } from './support/own-server';
import { expect as baseExpect, test } from './support/test';
import type { TestServer } from './support/test-server';

// Lazy chunks load on first visit on a busy machine: more time per expectation and per test.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/*
 * The operator pages (decision 050), in Spanish: /database-admin lists the tables with their
 * counts and shows the sessions' rows with the token masked; /email-test sends a template that
 * arrives in the suite's mailbox; /debug counts the configured integrations for anyone and names
 * them for an admin. The master admin is made with the operator CLI, so this file runs
 * a server of its own (support/own-server.ts).
 */

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let admin: TestUser;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const own = await ownServerWithRoles('operator', async (api) => {
    admin = await createVerifiedUser(api, 'operador');
    return [[admin.email, 'admin']];
  });
  server = own.server;
  closeServer = own.close;
  page = await signedInPage(browser, server.baseUrl, admin, 'Europe/Madrid');
});

test.afterAll(async () => {
  await page?.context().close();
  await closeServer?.();
});

test('/database-admin lista las tablas con sus filas y nunca muestra un token', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/database-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Base de datos' })).toBeVisible();
  await expect(page.getByText('PGlite integrada')).toBeVisible();
  await expect(page.getByText('PGlite no tiene pool: una sola conexión dentro del proceso.')).toBeVisible();

  const tables = page.getByRole('table', { name: 'Tablas' });
  const users = tables.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'users', exact: true }) });
  // One account: the admin (on a desktop, where the size has its own column).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(users.getByRole('cell').first()).toHaveText('1', { useInnerText: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(tables.getByRole('rowheader', { name: 'sessions', exact: true })).toBeVisible();
  await page.getByText(/^Migraciones aplicadas · \d+ migraciones$/).click();
  await expect(page.getByText('0000_init')).toBeVisible();
  await shootPhoneAndDesktop(page, 'database-admin-tables');

  await page.getByRole('button', { name: 'Ver las filas de sessions' }).click();
  const rows = page.getByRole('table', { name: 'Filas más recientes de sessions' });
  await expect(rows).toBeVisible();
  await expect(page.getByText('Columnas ocultas: token')).toBeVisible();
  const header = await rows.getByRole('columnheader').allTextContents();
  const token = header.indexOf('token');
  expect(token).toBeGreaterThan(-1);
  const sessionRows = rows.locator('tbody tr');
  expect(await sessionRows.count()).toBeGreaterThan(0);
  for (const row of await sessionRows.all()) await expect(row.locator('td').nth(token)).toHaveText('***');
  // The signed-in page's own session token is nowhere on the page.
  const cookies = await page.context().cookies();
  const sessionCookie = cookies.find((cookie) => cookie.name.includes('session_token'));
  expect(sessionCookie).toBeDefined();
  const ownToken = decodeURIComponent(sessionCookie?.value ?? '').split('.')[0] ?? '';
  expect(ownToken.length).toBeGreaterThan(10);
  expect(await page.content()).not.toContain(ownToken);
  await shootPhoneAndDesktop(page, 'database-admin-rows');

  // The CSV export is an attachment of the same masked rows.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar sessions como CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sessions.csv');
});

test('/email-test envía una plantilla al buzón', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/email-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Prueba de emails' })).toBeVisible();
  const to = `buzon-${Date.now()}@example.com`;
  await page.getByLabel('Enviar a').fill(to);
  await page.getByRole('button', { name: 'Enviar «Bienvenida»' }).click();
  await expect(page.getByText('Email «Bienvenida» en la bandeja de salida (En cola)')).toBeVisible();
  const mail = await waitForMail(to);
  expect(mail.subject.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText(new RegExp(`Para ${to}`)).first()).toBeVisible();
  await shootPhoneAndDesktop(page, 'email-test-sent');
});

test('/debug cuenta las claves del backend; solo un admin ve cuáles, y las pruebas de captcha y sesión funcionan', async ({
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/debug');
  const count = page.getByText(/^\d de 6 integraciones configuradas$/);
  await expect(count).toBeVisible();
  // The own server delivers to the suite's SMTP sink.
  await expect(page.getByText('Correo (SMTP): configurada')).toBeVisible();
  await expect(page.getByText('Pagos (Stripe): sin configurar')).toBeVisible();

  await page.getByRole('button', { name: 'Probar captcha' }).click();
  await expect(page.getByText('Aceptada')).toBeVisible();
  await page.getByRole('button', { name: 'Comprobar sesión' }).click();
  await expect(page.getByText('Sesión iniciada')).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();
  await shootPhoneAndDesktop(page, 'debug-backend-keys');

  // A visitor gets the same count and nothing about which.
  const visitor = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-ES' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/debug');
  await expect(visitorPage.getByText(await count.innerText(), { exact: true })).toBeVisible();
  await expect(visitorPage.getByText('Correo (SMTP)')).toHaveCount(0);
  await visitor.close();
});
