import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Screenshots for a person to look at (gitignored); not compared by the tests. */
const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

const landingHeadingEs = 'El marcador de tu partido, punto a punto.';
const landingHeadingEn = 'Your match score, point by point.';

async function landingHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

test.describe('app shell', () => {
  test('the landing page renders in Spanish by default', async ({ page }) => {
    await page.goto('/');
    await expect(await landingHeading(page)).toHaveText(landingHeadingEs);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: /Soy jugador/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Soy un club/ })).toBeVisible();
    await expect(page.getByText('150+', { exact: true })).toBeVisible();
    await page.screenshot({ path: join(screenshots, 'landing-desktop.png'), fullPage: true });
  });

  test('switching to English persists across a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(await landingHeading(page)).toHaveText(landingHeadingEn);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect(await landingHeading(page)).toHaveText(landingHeadingEn);
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  test('deep links load their page directly', async ({ page }) => {
    await page.goto('/precios');
    await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
    await expect(page.getByText('12 USD', { exact: true })).toBeVisible();
    await expect(page.getByText('Cancela cuando quieras', { exact: true })).toBeVisible();
    await page.screenshot({ path: join(screenshots, 'pricing-desktop.png'), fullPage: true });

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos de servicio' })).toBeVisible();
  });

  test('an unknown path shows the 404 page and its link goes home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await landingHeading(page)).toHaveText(landingHeadingEs);
  });

  test('/success redirects to /payment-success keeping the query (a visitor signs in first)', async ({ page }) => {
    await page.goto('/success?session_id=cs_test_1');
    // /payment-success is a signed-in route: the sign-in page keeps it, query and all, as the way back.
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fpayment-success%3Fsession_id%3Dcs_test_1$/);
  });
});

test.describe('phone layout (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the slide-up menu opens and shows its groups', async ({ page }) => {
    await page.goto('/');
    await expect(await landingHeading(page)).toHaveText(landingHeadingEs);
    await page.screenshot({ path: join(screenshots, 'landing-390x844.png'), fullPage: true });

    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    // Social holds only chat, which needs an account, so a visitor's menu leaves the empty group out.
    for (const group of ['Principal', 'Juego', 'Configuración', 'Sesión', 'Herramientas']) {
      await expect(menu.getByRole('heading', { name: group, exact: true })).toBeAttached();
    }
    await expect(menu.getByRole('heading', { name: 'Social', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    // Role groups stay hidden for a signed-out visitor.
    await expect(menu.getByRole('heading', { name: 'Administración' })).toHaveCount(0);
    await expect(menu.getByRole('heading', { name: 'Gestión del club' })).toHaveCount(0);
    // Let the slide-up animation settle before the screenshot.
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(screenshots, 'mobile-menu-open.png') });

    await menu.getByRole('link', { name: 'Precios' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
  });

  test('the menu switches the language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: 'Settings' })).toBeVisible();
  });
});
