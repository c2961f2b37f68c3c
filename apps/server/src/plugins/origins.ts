import type { AppConfig } from '../config';

/** Where the Vite dev server runs (`npm run dev`); its pages call the API from this origin. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The app's public origin: APP_URL's, else http://localhost:PORT. */
export function appOrigin(config: AppConfig): string {
  return new URL(config.APP_URL ?? `http://localhost:${config.PORT}`).origin;
}

/** Origins whose pages may send state-changing requests; the dev server's only in development. */
export function trustedOrigins(config: AppConfig): string[] {
  return [appOrigin(config), ...(config.NODE_ENV === 'development' ? DEV_ORIGINS : [])];
}

/** The origin part of an Origin or Referer header value, or null when it is not a URL. */
export function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * True when `origin` may send state-changing requests. Without APP_URL the app is often reached by
 * a LAN address (phones at a club), so the request's own host is accepted too: a page from another
 * site can never present our host as its origin, and cookies are never sent to a rebinding host.
 */
export function isTrustedOrigin(config: AppConfig, origin: string, requestHost: string | undefined): boolean {
  if (trustedOrigins(config).includes(origin)) return true;
  return config.APP_URL === undefined && requestHost !== undefined && new URL(origin).host === requestHost;
}
