import type { Page } from '@playwright/test';
import { signedIn } from './support/accounts';
import { appTookOver } from './support/app';
import { expectFitsAndShoot, PREMIUM_VIEWPORTS, sessionPlan } from './support/premium';
import { expect as baseExpect, test } from './support/test';

// The bell's chunk, the page's chunk and the notifications' copy load lazily on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Pays a demo Premium checkout through the API as the page's user: Premium starts, which notifies. */
async function startPremium(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const request = page.context().request;
  const checkout = await request.post('/api/billing/checkout', { headers: { origin } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await request.post(`/api/billing/demo/${sessionId}/pay`, { headers: { origin } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect.poll(() => sessionPlan(page)).toBe('premium');
}

for (const viewport of PREMIUM_VIEWPORTS) {
  test.describe(`Notificaciones (${viewport.name})`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.phone,
      isMobile: viewport.phone,
    });

    test('la campana cuenta lo no leído en vivo, con su aviso; la lista muestra el tiempo y se marca como leído', async ({
      page,
      context,
      request,
    }) => {
      await signedIn(page, request, `notifications-${viewport.name}`);
      await page.goto('/profile');
      await appTookOver(page);
      await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();

      // Premium starts elsewhere (the API): the open page hears it without a reload.
      await startPremium(page);
      const bell = page.getByRole('button', { name: 'Notificaciones: 1 sin leer' });
      await expect(bell).toBeVisible();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Ya tienes Premium' });
      await expect(toast).toBeVisible();
      await expect(toast).toBeHidden({ timeout: 10_000 });

      await bell.click();
      const dropdown = page.getByRole('dialog', { name: 'Notificaciones' });
      await expect(dropdown).toBeVisible();
      await expect(dropdown.getByText('Ya tienes Premium')).toBeVisible();
      await expect(dropdown.getByText(/^hace \d+ segundos?$/)).toBeVisible();
      await expectFitsAndShoot(page, 'notifications-dropdown', viewport.name);
      // Escape closes it and gives the focus back to the bell.
      await page.keyboard.press('Escape');
      await expect(dropdown).toBeHidden();
      await expect(bell).toBeFocused();

      // Another tab marks it read: this one's bell follows, live.
      const other = await context.newPage();
      await other.goto('/notifications');
      await appTookOver(other);
      await expect(other.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
      await expect(other.getByText('Tienes 1 notificación sin leer.')).toBeVisible();
      const list = other.getByRole('region', { name: 'Notificaciones' });
      await expect(list.getByText('Ya tienes Premium (sin leer)')).toBeVisible();
      await expectFitsAndShoot(other, 'notifications-page', viewport.name);
      await list.getByRole('button', { name: 'Marcar como leída' }).click();
      await expect(list.getByText('0 sin leer')).toBeVisible();
      await expect(list.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
      await page.bringToFront();
      await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();

      // Still read after a reload: the server has it.
      await page.goto('/notifications');
      await appTookOver(page);
      await expect(page.getByRole('region', { name: 'Notificaciones' }).getByText('Ya tienes Premium')).toBeVisible();
      await expect(page.getByText('Tienes 0 notificaciones sin leer.')).toBeVisible();
    });
  });
}
