import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createVerifiedUser, signInWithApi } from './support/accounts';
import { expect, test } from './support/test';

const screenshots = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

test.describe('profile Usage tab', () => {
  test('shows this month’s voice commands and announcements in Spanish and English', async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'usage');
    await signInWithApi(page, user);
    await page.goto('/profile?tab=uso');
    const counters = page.getByTestId('voice-usage');
    await expect(counters.getByText('Comandos de voz aceptados')).toBeVisible();
    // Nothing recorded yet, on the free plan: zeros and the way to Premium.
    await expect(counters.locator('dd')).toHaveText(['0', '0', '0']);
    await expect(page.getByRole('link', { name: 'Ver Premium' })).toBeVisible();

    // What the voice client reports in batches (lib/voice/voice-usage.ts).
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/usage/voice', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ commandsAccepted: 12, commandsRejected: 3, announcementsPlayed: 9 }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.reload();
    await expect(counters.locator('dd')).toHaveText(['12', '3', '9']);
    await expect(page.getByRole('link', { name: 'Ver Premium' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(screenshots, 'profile-usage-390x844.png'), fullPage: true });

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(counters.getByText('Voice commands accepted')).toBeVisible();
    await expect(counters.getByText('Voice commands rejected')).toBeVisible();
    await expect(counters.getByText('Score announcements played')).toBeVisible();
    await page.screenshot({ path: join(screenshots, 'profile-usage-desktop.png'), fullPage: true });
  });

  test('says when the counts cannot be loaded, with a retry', async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'usage-error');
    await signInWithApi(page, user);
    let fail = true;
    await page.route('**/api/usage/voice', (route) =>
      fail ? route.fulfill({ status: 503, json: { error: { code: 'x', message: 'x' } } }) : route.fallback(),
    );
    await page.goto('/profile?tab=uso');
    await expect(page.getByText('No se pudo cargar el uso.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('voice-usage').locator('dd')).toHaveText(['0', '0', '0']);
  });
});
