import type { Page } from '@playwright/test';
import { isVerification, linkIn, strongPassword, uniqueEmail, uniqueUsername, waitForMail } from './support/accounts';
import { appTookOver } from './support/app';
import { setUpAndStart } from './support/live-match';
import { expectFitsAndShoot, PREMIUM_VIEWPORTS, sessionPlan } from './support/premium';
import { expect as baseExpect, test } from './support/test';

// Sign-up, e-mail, checkout and payment load several lazy chunks on a small, busy machine.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 240_000 });

async function fillSignUp(page: Page, email: string) {
  const password = strongPassword();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByLabel('Nombre', { exact: true }).fill('Paula');
  await page.getByLabel('Apellido').fill('Premium');
  await page.getByLabel('Usuario').fill(uniqueUsername('premium'));
  await page.getByRole('checkbox', { name: 'Pádel' }).check();
}

/** The voice panel of /app once unlocked, and the locked card's way to Premium gone. */
async function expectVoiceUnlocked(page: Page) {
  await expect(page.getByTestId('voice-panel')).toBeVisible();
  await expect(page.getByTestId('voice-panel').getByRole('heading', { name: 'Control por voz' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver Premium' })).toHaveCount(0);
}

for (const viewport of PREMIUM_VIEWPORTS) {
  test.describe(`Premium de principio a fin (${viewport.name})`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.phone,
      isMobile: viewport.phone,
    });

    test('un visitante se registra para Premium, paga en la demo y todas sus pestañas pasan a Premium', async ({
      page,
      context,
    }) => {
      const email = uniqueEmail(`premium-${viewport.name}`);

      // /precios: the Premium button takes a visitor to the premium sign-up.
      await page.goto('/precios');
      await appTookOver(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
      await expectFitsAndShoot(page, 'precios', viewport.name);
      await page.getByRole('link', { name: 'Obtener Premium' }).click();
      await expect(page).toHaveURL(/\/registration\?intent=premium$/);
      await expect(page.getByText('Vas a por Premium')).toBeVisible();
      await expect(page.getByText('Creamos tu cuenta automáticamente')).toBeVisible();

      await fillSignUp(page, email);
      await page.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page.getByText('¡Registro exitoso!')).toBeVisible();

      // The e-mailed link signs in and continues to checkout instead of /setup.
      const mail = await waitForMail(email, isVerification);
      await page.goto(linkIn(mail, '/api/auth/verify-email'));
      await expect(page).toHaveURL(/\/premium-checkout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hazte Premium' })).toBeVisible();
      await expect(page.getByText('12 USD', { exact: true })).toBeVisible();
      await expect(page.getByText('Cancela cuando quieras')).toBeVisible();
      await expectFitsAndShoot(page, 'checkout', viewport.name);

      // A second tab of the same browser plays a match on the free plan: voice is locked there.
      const other = await context.newPage();
      // The set-up page's chunks load first with this spec's patience (the helper waits 10 s).
      await other.goto('/setup');
      await expect(other.getByRole('heading', { level: 1, name: 'Nuevo partido' })).toBeVisible();
      await setUpAndStart(other);
      await expect(other.getByText('El control por voz y el marcador hablado son de Premium.')).toBeVisible();

      // The demo provider: our page, marked as a demo, with no card fields at all.
      await page.bringToFront();
      await page.getByRole('button', { name: 'Pagar y activar Premium' }).click();
      await expect(page).toHaveURL(/\/demo-checkout\?session=/);
      await expect(page.getByText('Demo: ningún pago real')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Pago de demostración' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText('12 USD al mes')).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expectFitsAndShoot(page, 'demo-checkout', viewport.name);

      if (viewport.phone) {
        // Cancelling lands on the plans with a message; the same checkout can still be paid.
        await page.getByRole('link', { name: 'Cancelar y volver a Precios' }).click();
        await expect(page).toHaveURL(/\/precios\?checkout=canceled$/);
        await expect(page.getByText('El pago no se completó')).toBeVisible();
        await expectFitsAndShoot(page, 'precios-canceled', viewport.name);
        await page.goBack();
        await expect(page.getByText('Demo: ningún pago real')).toBeVisible();
      }

      await page.getByRole('button', { name: 'Pagar (demo)' }).click();
      await expect(page).toHaveURL(/\/payment-success\?session_id=/);
      await expect(page.getByRole('heading', { level: 1, name: '¡Premium activado!' })).toBeVisible();
      await expectFitsAndShoot(page, 'payment-success', viewport.name);

      // The other tab switches to Premium by itself: no reload, no click.
      await expectVoiceUnlocked(other);
      await other.close();

      // Back to the match in this tab, without a reload: the voice panel is unlocked.
      // A mark on this document: a reload would drop it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('link', { name: 'Ir a la app' }).click();
      await expect(page).toHaveURL(/\/app$/);
      await expectVoiceUnlocked(page);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

      // The Plan tab: Premium on the demo provider, renewing in a month.
      await page.goto('/profile?tab=plan');
      const current = page.getByRole('region', { name: 'Premium', exact: true });
      await expect(current.getByRole('heading', { name: 'Premium', exact: true })).toBeVisible();
      await expect(current.getByText('Demostración (sin pago real)')).toBeVisible();
      await expect(current.getByText(/^Se renueva el \d{1,2} de \p{L}+ de \d{4}$/u)).toBeVisible();
      await expectFitsAndShoot(page, 'plan-tab', viewport.name);

      // Cancelling: our confirmation says Premium stays until the end date; afterwards it does.
      await current.getByRole('button', { name: 'Cancelar suscripción' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Cancelar tu suscripción Premium?' });
      await expect(dialog).toContainText('Conservas Premium hasta el');
      await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        current.getByText(/^Premium hasta el \d{1,2} de \p{L}+ de \d{4}; después, plan gratuito$/u),
      ).toBeVisible();
      await expect(current.getByRole('heading', { name: 'Premium', exact: true })).toBeVisible();
      await expect(current.getByRole('button', { name: 'Reanudar' })).toBeVisible();
      await expectFitsAndShoot(page, 'plan-tab-canceled', viewport.name);
      expect(await sessionPlan(page)).toBe('premium');
    });
  });
}
