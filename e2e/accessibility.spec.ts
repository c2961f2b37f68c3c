import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { setUpAndStart, tap } from './support/live-match';
import { expect, test } from './support/test';

/*
 * axe-core on the main pages (landing, auth, set-up, scoreboard in three shapes, profile): no
 * serious or critical violation (support/axe.ts), and every scoring control at least 44 x 44 px.
 */

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Every visible scoring control is a target of at least 44 x 44 px. A switch inside a label is
 * measured by its label, which takes the tap as well.
 */
async function expectLargeScoringControls(page: Page, name: string): Promise<void> {
  const targets = await page.locator('[data-command]:visible').evaluateAll((controls) =>
    controls.map((control) => {
      const { width, height } = (control.closest('label') ?? control).getBoundingClientRect();
      return { command: control.getAttribute('data-command'), width, height };
    }),
  );
  expect(targets.length, `scoring controls on ${name}`).toBeGreaterThan(0);
  const small = targets.filter(({ width, height }) => width < 44 || height < 44);
  expect.soft(small, `scoring controls under 44 x 44 px on ${name}`).toEqual([]);
}

test.describe('accessibility', () => {
  // A full-page picture and an axe pass per page: several pages per test on two shared cores.
  test.describe.configure({ timeout: 180_000 });

  test('the landing and sign-in pages: on a phone in Spanish, on a desktop in English', async ({ page }) => {
    await page.setViewportSize(PORTRAIT);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'landing-phone');
    // The navigation drawer is a dialog of its own: focus, names and contrast checked open.
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'landing-phone-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
    await expectAccessible(page, 'auth-phone');

    // The drawer's language switch is remembered: the desktop pass reads the English copy.
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'landing-desktop-en');
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
    await expectAccessible(page, 'auth-desktop-en');
  });

  test('set-up, the scoreboard held upright, sideways and on a desktop, and the profile', async ({ page, request }) => {
    await signedIn(page, request, 'a11y');
    await page.setViewportSize(PORTRAIT);
    await page.goto('/setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();
    await expectAccessible(page, 'setup-portrait');

    await setUpAndStart(page, { team1: 'Leones', team2: 'Águilas' });
    await tap(page, 'us', 2);
    // The toast is checked while it shows, then gone before the layouts are (it comes with its chunk).
    const startedToast = page.getByText('¡Partido iniciado!');
    await expect(startedToast).toBeVisible();
    await expectAccessible(page, 'scoreboard-started-toast');
    await expect(startedToast).toBeHidden();
    for (const [shape, viewport] of [
      ['portrait', PORTRAIT],
      ['landscape', LANDSCAPE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect(page.getByTestId('points-player1').first()).toBeVisible();
      await expectAccessible(page, `scoreboard-${shape}`);
      await expectLargeScoringControls(page, `scoreboard-${shape}`);
    }

    // Ending a match asks first: the confirmation is a dialog of its own.
    await page.locator('[data-command="endMatch"]:visible').first().click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await expectAccessible(page, 'scoreboard-end-dialog');
    await page.keyboard.press('Escape');

    await page.setViewportSize(PORTRAIT);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'profile-portrait');
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page, 'profile-desktop');
  });
});
