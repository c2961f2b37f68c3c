import type { Page } from '@playwright/test';
import { createVerifiedUser, type TestUser } from './support/accounts';
import { shootPhoneAndDesktop } from './support/fit';
import { ownServerWithRoles, signedInPage } from './support/own-server';
import { expect as baseExpect, test } from './support/test';
import type { TestServer } from './support/test-server';

// Lazy chunks load on first visit on a busy machine, and the run itself takes its seconds.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/*
 * The stress test (decision 051), in Spanish: an admin runs 5 s at 10 connections on
 * /stress-test and watches requests/s, p50, p99 and the chart fill in while it runs and after. The
 * admin is made with the operator CLI, so this file runs a server of its own.
 */

let closeServer: (() => Promise<void>) | undefined;
let server: TestServer;
let admin: TestUser;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const own = await ownServerWithRoles('stress-test', async (api) => {
    admin = await createVerifiedUser(api, 'stressadmin');
    return [[admin.email, 'admin']];
  });
  server = own.server;
  closeServer = own.close;
});

test.afterAll(async () => {
  await closeServer?.();
});

/** A figure as the page writes it in Spanish ("1.234,5", "3,25 ms") as a number. */
function spanishNumber(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

const figure = (page: Page, id: string) => page.getByTestId(`stress-total-${id}`).locator('dd');

test('un admin lanza 5 s con 10 conexiones y ve peticiones/s, p50, p99 y la gráfica', async ({ browser }) => {
  const page = await signedInPage(browser, server.baseUrl, admin, 'Europe/Madrid');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/stress-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Prueba de estrés' })).toBeVisible();
  await expect(page.getByText('Aún no se ha hecho ninguna prueba.')).toBeVisible();

  // Out of range: the form says so and sends nothing.
  await page.getByLabel('Conexiones').fill('101');
  await page.getByRole('button', { name: 'Empezar prueba' }).click();
  await expect(page.getByText('Escribe un número entero entre 1 y 100.')).toBeVisible();

  await page.getByLabel('Conexiones').fill('10');
  await page.getByLabel('Duración (segundos)').fill('5');
  await page.getByRole('button', { name: 'Empezar prueba' }).click();

  // Live: while it runs the page reads the figures every second.
  await expect(page.getByTestId('stress-state')).toContainText('En curso');
  await expect(page.getByRole('button', { name: 'Empezar prueba' })).toBeDisabled();
  await expect.poll(async () => spanishNumber(await figure(page, 'rps').innerText())).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('stress-chart').locator('rect').count()).toBeGreaterThan(0);

  await expect(page.getByTestId('stress-state')).toHaveText('Terminada', { timeout: 60_000 });
  expect(spanishNumber(await figure(page, 'rps').innerText())).toBeGreaterThan(0);
  await expect(figure(page, 'p50')).toHaveText(/^\d+(,\d+)? ms$/);
  await expect(figure(page, 'p99')).toHaveText(/^\d+(,\d+)? ms$/);
  await expect(figure(page, 'errors')).toHaveText('0');
  await expect(page.getByTestId('stress-chart').locator('rect')).toHaveCount(5);
  for (const endpoint of ['GET /api/health', 'GET /api/me', 'POST /api/matches/{id}/entries']) {
    await expect(page.getByRole('rowheader', { name: endpoint })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Empezar prueba' })).toBeEnabled();

  await shootPhoneAndDesktop(page, 'stress-test');
});
