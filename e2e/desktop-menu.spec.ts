import { signedIn } from './support/accounts';
import { expectNoSideScrollAndShoot } from './support/fit';
import { expect, test } from './support/test';

/**
 * The desktop header has room for a few links only; its "Menú" button opens the same menu as the
 * phone's, so the social pages (network, contacts, leaderboard, community statistics), the settings
 * and the tools are reachable on a desktop too (decision 040).
 */
for (const width of [768, 1024, 1280]) {
  test(`signed in at ${width} px, the header's menu leads to the leaderboard`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await signedIn(page, request, `desktop-menu-${width}`);
    await page.goto('/profile');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expectNoSideScrollAndShoot(page, `desktop-header-signed-in-${width}`);

    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    const social = menu.getByRole('region', { name: 'Social' });
    for (const link of ['Mi red', 'Contactos', 'Estadísticas de la comunidad']) {
      await expect(social.getByRole('link', { name: link })).toBeVisible();
    }
    // Let the slide-up animation settle before the screenshot.
    await page.waitForTimeout(600);
    await expectNoSideScrollAndShoot(page, `desktop-menu-open-${width}`);

    await social.getByRole('link', { name: 'Clasificación' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/leaderboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clasificación' })).toBeVisible();
  });
}
