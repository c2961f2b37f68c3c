import type { Page } from '@playwright/test';
import { expectNoSideScrollAndShoot } from './fit';

/** A phone and a laptop: Premium is bought on both. */
export const PREMIUM_VIEWPORTS = [
  { name: '360x740', width: 360, height: 740, phone: true },
  { name: '1280x800', width: 1280, height: 800, phone: false },
] as const;

/** `expectNoSideScrollAndShoot` as e2e/screenshots/premium-{name}-{viewport}.png. */
export function expectFitsAndShoot(page: Page, name: string, viewport: string): Promise<void> {
  return expectNoSideScrollAndShoot(page, `premium-${name}-${viewport}`);
}

/** The plan the server's session gives the page's user. */
export function sessionPlan(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/session');
    return ((await response.json()) as { me: { plan: string } }).me.plan;
  });
}
