import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, request } from '@playwright/test';
import {
  STRIPE_TEST_ENV,
  type StandInSubscription,
  type StripeStandIn,
  signatureOf,
  startStripeStandIn,
  stripeEvent,
} from '../apps/server/src/modules/billing/stripe-stand-in.ts';
import { createVerifiedUser, retryingRateLimit, signInWithApi, type TestUser } from './support/accounts';
import { appTookOver } from './support/app';
import { expectFitsAndShoot, PREMIUM_VIEWPORTS, sessionPlan } from './support/premium';
import { expect as baseExpect, test } from './support/test';
import { startOwnServer, type TestServer } from './support/test-server';

/*
 * Premium on the Stripe provider in a real browser, as on the demo one: a server of
 * this file's own configured for Stripe, whose SDK talks to the local Stripe stand-in, which also
 * serves the pages a browser meets at Stripe (Checkout's payment page, the customer portal). The
 * demo provider's journey is premium.spec.ts.
 */

// Checkout and payment load several lazy chunks on a small, busy machine.
const expect = baseExpect.configure({ timeout: 25_000 });
// One worker for this file: its tests share the server and the stand-in.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The stand-in and a server on Stripe through it, once for the file (it runs in one worker). */
const stripeTest = test.extend<object, { stripe: StripeStandIn; server: TestServer }>({
  stripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const standIn = await startStripeStandIn();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ stripe }, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'marcador-e2e-stripe-'));
      const env = { DATA_DIR: dataDir, TRUST_PROXY: 'true', ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url };
      const started = await startOwnServer(env, 'Stripe');
      await use(started);
      await started.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
});

/** A new verified free user, signed in on `page` (signed up through a context of its own). */
async function signedInFreeUser(page: Page, baseUrl: string, label: string): Promise<TestUser> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    const user = await retryingRateLimit(page, () => createVerifiedUser(api, label));
    await retryingRateLimit(page, () => signInWithApi(page, user));
    return user;
  } finally {
    await api.dispose();
  }
}

/** From /precios to /premium-checkout, as a signed-in free user goes. */
async function toCheckout(page: Page): Promise<void> {
  await page.goto('/precios');
  await appTookOver(page);
  await page.getByRole('link', { name: 'Obtener Premium' }).click();
  await expect(page).toHaveURL(/\/premium-checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte Premium' })).toBeVisible();
  // The Stripe provider: no demo note.
  await expect(page.getByText('Esta instalación usa el proveedor de demostración')).toHaveCount(0);
}

/** Stripe tells us, signed, that the user's subscription changed: the stand-in says so first, as our server re-reads it. */
async function subscriptionChanges(
  stripe: StripeStandIn,
  baseUrl: string,
  subscriptionId: string,
  change: Partial<StandInSubscription>,
): Promise<void> {
  const current = stripe.subscription(subscriptionId);
  if (!current) throw new Error(`the stand-in has no subscription ${subscriptionId}`);
  const sub = { ...current, ...change };
  stripe.setSubscription(sub);
  const payload = stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' });
  const response = await fetch(`${baseUrl}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureOf(payload) },
    body: payload,
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The Stripe subscription a paid checkout session made. */
function subscriptionOfSession(stripe: StripeStandIn, url: string): string {
  const sessionId = new URL(url).searchParams.get('session_id') ?? '';
  const subscription = stripe.sessions.get(sessionId)?.subscription;
  if (typeof subscription !== 'string') throw new Error(`session ${sessionId} has no subscription`);
  return subscription;
}

/** Clicking `button` opens the customer portal the stand-in returned, in a new tab. */
async function opensPortal(context: BrowserContext, page: Page, stripe: StripeStandIn, name: string) {
  const [portal] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  await expect(portal).toHaveURL(new RegExp(`^${stripe.url}/portal/\\d+$`));
  await expect(portal.getByRole('heading', { name: 'Stand-in Stripe customer portal' })).toBeVisible();
  await portal.close();
}

const planRegion = (page: Page) => page.getByRole('region', { name: 'Premium', exact: true });
const planPeriodText = /^Premium hasta el \d{1,2} de \p{L}+ de \d{4}; después, plan gratuito$/u;

for (const viewport of PREMIUM_VIEWPORTS) {
  stripeTest.describe(`Premium con Stripe (${viewport.name})`, () => {
    stripeTest.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.phone,
      isMobile: viewport.phone,
    });

    stripeTest(
      'paga en la página de Stripe en otra pestaña; la original pasa a Premium; cancelación y pago atrasado en el Plan',
      async ({ page, context, stripe, server }) => {
        await signedInFreeUser(page, server.baseUrl, `stripe-${viewport.name}`);
        await toCheckout(page);

        // The pay button opens Stripe's page in a new tab; this tab says so.
        const [payTab] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('button', { name: 'Pagar y activar Premium' }).click(),
        ]);
        await expect(payTab).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\d+$`));
        await expect(page.getByText('El pago se abrió en una pestaña nueva')).toBeVisible();
        await expect(page).toHaveURL(/\/premium-checkout$/);

        // Paying there lands that tab on /payment-success, which the server confirms.
        await payTab.getByRole('button', { name: 'Pay' }).click();
        await expect(payTab).toHaveURL(/\/payment-success\?session_id=cs_test_\d+$/);
        await expect(payTab.getByRole('heading', { level: 1, name: '¡Premium activado!' })).toBeVisible();
        await expect(payTab.getByRole('link', { name: 'Ir a la app' })).toBeVisible();
        await expectFitsAndShoot(payTab, 'stripe-payment-success', viewport.name);
        const subscription = subscriptionOfSession(stripe, payTab.url());
        await payTab.close();

        // The original tab switches to Premium by itself: no reload, no pay button any more (the
        // notification's toast says the same words, so the page's own text is read in its main part).
        await expect(page.locator('#main').getByText('Ya tienes Premium')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Pagar y activar Premium' })).toHaveCount(0);
        await expect(page).toHaveURL(/\/premium-checkout$/);

        // Cancelled in Stripe's portal: Stripe's signed event says cancel_at_period_end.
        await subscriptionChanges(stripe, server.baseUrl, subscription, { cancelAtPeriodEnd: true });
        await page.goto('/profile?tab=plan');
        const current = planRegion(page);
        await expect(current.getByRole('heading', { name: 'Premium', exact: true })).toBeVisible();
        await expect(current.getByText('Stripe', { exact: true })).toBeVisible();
        await expect(current.getByText(planPeriodText)).toBeVisible();
        await expectFitsAndShoot(page, 'stripe-plan-tab-canceled', viewport.name);
        expect(await sessionPlan(page)).toBe('premium');

        // Invoices and taking the cancel back are Stripe's customer portal.
        await opensPortal(context, page, stripe, 'Facturas y pago');
        await opensPortal(context, page, stripe, 'Reanudar');

        // A renewal that could not be charged: past due, Premium stays through the grace.
        await subscriptionChanges(stripe, server.baseUrl, subscription, {
          status: 'past_due',
          cancelAtPeriodEnd: false,
        });
        await page.reload();
        await expect(current.getByRole('heading', { name: 'Premium', exact: true })).toBeVisible();
        await expect(
          current.getByText(
            /^No pudimos cobrar tu última cuota\. Conservas Premium hasta el \d{1,2} de \p{L}+ de \d{4}/u,
          ),
        ).toBeVisible();
        // The period end is the unpaid renewal's: no "renews on" beside the grace's end.
        await expect(current.getByText(/^Se renueva el/)).toHaveCount(0);
        await expectFitsAndShoot(page, 'stripe-plan-tab-past-due', viewport.name);
        await opensPortal(context, page, stripe, 'Cancelar suscripción');
        expect(await sessionPlan(page)).toBe('premium');
      },
    );

    stripeTest(
      'con las ventanas emergentes bloqueadas el pago se abre en la misma pestaña; volver cancela y pagar activa',
      async ({ page, stripe, server }) => {
        // A browser that blocks pop-ups answers window.open with null.
        await page.addInitScript(() => {
          window.open = () => null;
        });
        await signedInFreeUser(page, server.baseUrl, `stripe-blocked-${viewport.name}`);
        await toCheckout(page);

        await page.getByRole('button', { name: 'Pagar y activar Premium' }).click();
        await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\d+$`));
        await expect(page.getByRole('heading', { name: 'Stand-in Stripe Checkout' })).toBeVisible();

        // Back on Stripe's page: the plans, with the message that the payment did not go through.
        await page.getByRole('link', { name: 'Back' }).click();
        await expect(page).toHaveURL(/\/precios\?checkout=canceled$/);
        await expect(page.getByText('El pago no se completó')).toBeVisible();
        // A full load of the prerendered page: the app takes it over before the picture.
        await appTookOver(page);
        await expectFitsAndShoot(page, 'stripe-precios-canceled', viewport.name);
        expect(await sessionPlan(page)).toBe('free');

        // A second try, paid in this same tab.
        await page.getByRole('link', { name: 'Obtener Premium' }).click();
        await expect(page).toHaveURL(/\/premium-checkout$/);
        await page.getByRole('button', { name: 'Pagar y activar Premium' }).click();
        await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\d+$`));
        await page.getByRole('button', { name: 'Pay' }).click();
        await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_\d+$/);
        await expect(page.getByRole('heading', { level: 1, name: '¡Premium activado!' })).toBeVisible();
        expect(await sessionPlan(page)).toBe('premium');
      },
    );
  });
}
