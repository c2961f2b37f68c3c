import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { strongPassword, uniqueEmail, uniqueUsername } from './support/accounts';
import { appTookOver } from './support/app';
import { expect as baseExpect, test } from './support/test';

// First visits load lazy page chunks, and the suite shares a small, busy machine: give each
// expectation more time than the default 10 s, and each test more than 60 s.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * A fresh install as the README sets it up (decision 020): no SMTP_URL, no APP_URL. A newcomer signs
 * up, finds the confirmation link on the server's console (or in the development mailbox the console
 * names), confirms and lands on /setup as the install's administrator. This spec starts a server of
 * its own for that: the suite's server delivers e-mail to an SMTP sink.
 */

interface TestServer {
  baseUrl: string;
  healthy: boolean;
  stop(): Promise<void>;
  output(): string;
}

// Imported by URL, as the benchmarks do: the e2e project compiles no scripts.
const { startTestServer } = (await import(
  pathToFileURL(join(import.meta.dirname, '../scripts/test-server.mjs')).href
)) as {
  startTestServer(options: { env?: Record<string, string>; captureOutput?: boolean }): Promise<TestServer>;
};

const PHONE = { width: 390, height: 844 };

/** The first console line that contains `marker`, waited for (the server writes it as it happens). */
async function consoleLine(server: TestServer, marker: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const line = server
      .output()
      .split('\n')
      .find((text) => text.includes(marker));
    if (line) return (JSON.parse(line) as { msg: string }).msg;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server console never said "${marker}":\n${server.output()}`);
}

/** The address at the end of a console line. */
const linkAtEnd = (line: string) => line.slice(line.lastIndexOf(' ') + 1);

async function fillSignUp(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByLabel('Nombre', { exact: true }).fill('Nueva');
  await page.getByLabel('Apellido').fill('Instalación');
  await page.getByLabel('Usuario').fill(uniqueUsername('primera'));
  await page.getByRole('checkbox', { name: 'Pádel' }).check();
}

test.describe('una instalación nueva, sin SMTP_URL ni APP_URL', () => {
  test.describe.configure({ mode: 'serial' });
  let server: TestServer;

  test.beforeAll(async () => {
    // A fresh embedded database is migrated first: on a busy machine that takes a while.
    test.setTimeout(180_000);
    server = await startTestServer({
      env: { SMTP_URL: '', APP_URL: '', TRUST_PROXY: 'false' },
      captureOutput: true,
    });
    if (!server.healthy) throw new Error(`The fresh server did not start:\n${server.output()}`);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('quien se registra confirma con el enlace de la consola y llega a /setup como administrador', async ({
    page,
  }) => {
    const email = uniqueEmail('primera');
    await page.goto(`${server.baseUrl}/`);
    await appTookOver(page);
    await page.getByRole('link', { name: /Soy jugador/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await fillSignUp(page, email, strongPassword());
    await page.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page.getByText('¡Registro exitoso!')).toBeVisible();
    // The screen says where the link is when the server sends no e-mail.
    await expect(page.getByText('encuentra tu enlace de confirmación en la consola del servidor')).toBeVisible();

    const link = linkAtEnd(await consoleLine(server, `Verification link for ${email}:`));
    // The link is on the address this browser uses (127.0.0.1), so its session cookie applies here.
    expect(link.startsWith(`${server.baseUrl}/api/auth/verify-email?token=`)).toBe(true);
    await page.goto(link);
    await expect(page).toHaveURL(`${server.baseUrl}/setup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();

    // The first verified account of the install is its administrator.
    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('heading', { name: 'Administración' })).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
  });

  test('el buzón de desarrollo de la consola muestra cada email con sus enlaces, y solo con su clave', async ({
    page,
    playwright,
  }) => {
    const mailbox = linkAtEnd(await consoleLine(server, '/dev/mailbox#key='));
    expect(mailbox).toMatch(/^http:\/\/localhost:\d+\/dev\/mailbox#key=[\w-]+$/);

    // Someone else signs up (through the API, from this computer).
    const email = uniqueEmail('segunda');
    const password = strongPassword();
    const api = await playwright.request.newContext({ baseURL: server.baseUrl });
    const signUp = await api.post('/api/auth/sign-up', {
      headers: { origin: server.baseUrl },
      data: {
        email,
        password,
        confirmPassword: password,
        firstName: 'Segunda',
        lastName: 'Persona',
        username: uniqueUsername('segunda'),
        sports: ['tenis'],
      },
    });
    expect(signUp.status()).toBe(201);
    await api.dispose();

    await page.goto(mailbox);
    await expect(page.getByRole('heading', { level: 1, name: 'Buzón de desarrollo' })).toBeVisible();
    const message = page.getByRole('listitem').filter({ hasText: `Para ${email}` });
    await message.getByRole('link', { name: /\/api\/auth\/verify-email\?token=/ }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/setup`);
    // Only the first account became an administrator.
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' }).getByText(email)).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Menú' }).getByRole('heading', { name: 'Administración' }),
    ).toHaveCount(0);

    // Without the console's key the mailbox shows nothing.
    await page.goto(`${server.baseUrl}/dev/mailbox`);
    await expect(page.getByText('Abre el buzón con el enlace que muestra la consola del servidor')).toBeVisible();
    await expect(page.getByText(`Para ${email}`)).toHaveCount(0);
  });
});
