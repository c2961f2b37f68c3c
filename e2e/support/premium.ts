import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { pageWidths } from './fit';

/** A phone and a laptop (issue #16: "Spanish, phone and desktop"). */
export const PREMIUM_VIEWPORTS = [
  { name: '360x740', width: 360, height: 740, phone: true },
  { name: '1280x800', width: 1280, height: 800, phone: false },
] as const;

const screenshots = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(screenshots, { recursive: true });

/**
 * No horizontal scroll, then a full-page screenshot to look at, e2e/screenshots/premium-{name}-{viewport}.png,
 * taken from the top: a page left scrolled shows its sticky header in the middle of the picture.
 */
export async function expectFitsAndShoot(page: Page, name: string, viewport: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const { scrollWidth, innerWidth } = await pageWidths(page);
  expect(scrollWidth, `${name} scrolls sideways at ${viewport}`).toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: join(screenshots, `premium-${name}-${viewport}.png`), fullPage: true });
}

/** The plan the server's session gives the page's user. */
export function sessionPlan(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/session');
    return ((await response.json()) as { me: { plan: string } }).me.plan;
  });
}
