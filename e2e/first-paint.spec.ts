import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expect, test } from './support/test';

/**
 * Decision 015: a visitor's `/` and `/auth` arrive prerendered, so the first paint needs no
 * JavaScript. These tests block the app's scripts to see exactly what the HTML alone shows, then
 * let them run and check the app takes over with the same page.
 */
const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

async function chooseLanguage(context: BrowserContext, baseURL: string | undefined, language: string) {
  await context.addCookies([{ name: 'language', value: language, url: baseURL ?? 'http://127.0.0.1' }]);
}

test.describe('prerendered first paint', () => {
  test("the landing page's HTML alone shows the page in Spanish", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withoutScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('El marcador de tu partido, punto a punto.');
    await expect(page.getByText('Cargando...')).toHaveCount(0);
    await expect(page).toHaveTitle('Marcador · Tenis y pádel');
    await page.screenshot({ path: join(screenshots, 'landing-prerendered-phone.png') });
  });

  test("the sign-in page's HTML shows the form with its button off until the app runs", async ({ page }) => {
    await withoutScripts(page);
    await page.goto('/auth?redirect=%2Fapp');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' })).toBeVisible();
    await expect(page).toHaveTitle('Iniciar sesión · Marcador');
    const submit = page.locator('form').getByRole('button', { name: 'Iniciar sesión' });
    await expect(submit).toBeDisabled();
    await expect(page.locator('form')).toHaveAttribute('method', 'post');

    await page.unrouteAll();
    await page.reload();
    await expect(submit).toBeEnabled();
    await page.getByLabel('Email').fill('nadie@example.com');
    await submit.click();
    // The app's own validation answers; the form was not sent natively.
    await expect(page.getByText('Escribe tu contraseña.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp$/);
  });

  test('the language cookie picks the English page; switching language writes it', async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL, 'en');
    await withoutScripts(page);
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    await page.unrouteAll();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('El marcador de tu partido, punto a punto.');
    const cookies = await context.cookies();
    expect(cookies.find(({ name }) => name === 'language')?.value).toBe('es');
  });

  test('a session read that never answers does not keep the page from working', async ({ page }) => {
    await page.route('**/api/session', () => {
      // Never answered: a network that takes requests and drops them.
    });
    await page.goto('/auth');
    // The app renders after 2 s; the auth page counts the unanswered read as signed out after 10 s.
    await expect(page.locator('form').getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  });

  test('a signed-in player gets the app, never the visitor page', async ({ page, request }) => {
    await signedIn(page, request, 'prerender');
    const response = await page.goto('/auth');
    expect(response?.headers()['x-prerendered']).toBeUndefined();
    await expect(page).toHaveURL(/\/app|\/setup/);
  });
});
