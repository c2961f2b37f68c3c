import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { appTookOver } from './support/app';
import { expect as baseExpect, test } from './support/test';

// First visits load lazy page chunks, and the suite shares a small, busy machine: give each
// expectation more time than the default 10 s, and each test more than 60 s.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The core loop as a newcomer meets it: the landing page leads to sign-up, the shell
 * speaks Spanish, unknown pages are real 404s, a visitor's pages log no failed request, and the
 * menu puts the tools after what players use.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('la portada', () => {
  test('«Soy jugador» lleva al registro y «Soy un club» a los planes', async ({ page }) => {
    await page.goto('/');
    await appTookOver(page);
    await page.getByRole('link', { name: /Soy jugador/ }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();

    await page.goto('/');
    await appTookOver(page);
    await page.getByRole('link', { name: /Soy un club/ }).click();
    await expect(page).toHaveURL(/\/precios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();

    await page.goto('/');
    await appTookOver(page);
    await page.getByRole('link', { name: 'Crear cuenta gratis', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  });
});

test.describe('páginas que no existen', () => {
  test('responden 404 con la página de no encontrada; las rutas con parámetros, 200', async ({ page, request }) => {
    const missing = await page.goto('/no-existe');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();

    expect((await page.goto('/precios'))?.status()).toBe(200);
    for (const known of ['/auth/confirm?redirect_to=/setup', '/success', '/tournament-history']) {
      expect((await request.get(known)).status(), known).toBe(200);
    }
    for (const unknown of ['/precios/extra', '/sessionss', '/court-admin/nada']) {
      expect((await request.get(unknown)).status(), unknown).toBe(404);
    }
  });
});

test.describe('una visita', () => {
  test('no registra ningún error en la consola ni peticiones fallidas', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ['/', '/precios', '/auth']) {
      const sessionRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
      await page.goto(path);
      expect((await sessionRead).status()).toBe(200);
      await appTookOver(page);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('el registro', () => {
  test('el campo de usuario admite tantos caracteres como dice su pista', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    const username = page.getByLabel('Usuario');
    await expect(page.getByText('Entre 3 y 30 caracteres: letras, números, _ . o -')).toBeVisible();
    await username.fill('a'.repeat(60));
    await expect(username).toHaveValue('a'.repeat(30));
  });
});

test.describe('en el teléfono, con sesión', () => {
  test.use(PHONE);

  test('el menú y el panel hablan español, y Herramientas va al final, plegado', async ({ page, request }) => {
    await signedIn(page, request, 'novato');
    await page.goto('/setup');
    const menu = await openMenu(page);

    const groups = await menu.getByRole('navigation').getByRole('heading').allTextContents();
    expect(groups.map((group) => group.trim().toLowerCase())).toEqual([
      'principal',
      'juego',
      'social',
      'configuración',
      'sesión',
      'herramientas',
    ]);
    await expect(menu.getByRole('link', { name: 'Mi panel' })).toBeVisible();
    await expect(menu.getByText(/Dashboard|Tools/i)).toHaveCount(0);

    // Device checks and diagnostics wait behind the Herramientas heading.
    const tools = menu.getByRole('button', { name: 'Herramientas' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Diagnóstico' })).toHaveCount(0);
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Prueba de micrófono', 'Prueba de audio', 'Diagnóstico']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Reparar sesión' })).toBeVisible();

    await menu.getByRole('link', { name: 'Mi panel' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText('Mi panel', { exact: true })).toBeVisible();
    await expect(page.getByText(/Dashboard/i)).toHaveCount(0);
    await expect(page).toHaveTitle(/^Mi panel · Marcador/);
  });

  test('las páginas públicas conservan su pie con los enlaces públicos', async ({ page }) => {
    await page.goto('/precios');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Contacto', 'Términos', 'Privacidad']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
  });
});
