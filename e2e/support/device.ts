import type { Browser, BrowserContext } from '@playwright/test';

/**
 * A browser context as a Spanish-speaking player's device: a phone (touch, mobile viewport) below the
 * app's 768 px breakpoint, a desktop from it. Each player of a multi-player test gets one of these.
 */
export function spanishDevice(
  browser: Browser,
  options: {
    baseURL: string;
    headers: Record<string, string>;
    viewport: { width: number; height: number };
    permissions?: string[];
  },
): Promise<BrowserContext> {
  const phone = options.viewport.width < 768;
  return browser.newContext({
    baseURL: options.baseURL,
    locale: 'es-ES',
    extraHTTPHeaders: options.headers,
    viewport: options.viewport,
    isMobile: phone,
    hasTouch: phone,
    permissions: options.permissions,
  });
}
