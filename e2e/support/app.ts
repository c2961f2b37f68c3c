import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has rendered over a prerendered page (decision 015), whose controls stay
 * disabled until then: a click on a link before it may be lost while the app takes over.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root').locator('button:enabled, select:enabled').first()).toBeAttached();
}
