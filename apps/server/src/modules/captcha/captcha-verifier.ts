import type { AppConfig } from '../../config';

/** The captcha service gets this long; after it the token is let through, as for any failed call. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 3000;
/** The site key that switches the challenge off (development and tests). */
export const CAPTCHA_DEV_BYPASS = 'dev-bypass';

/** Outcome of a server-side captcha check. */
export type CaptchaOutcome = 'passed' | 'rejected' | 'bypassed';

/** True when no challenge is shown: no site key, or the `dev-bypass` key. */
export function captchaDevMode(config: AppConfig): boolean {
  return config.RECAPTCHA_SITE_KEY === undefined || config.RECAPTCHA_SITE_KEY === CAPTCHA_DEV_BYPASS;
}

/**
 * Verifies a reCAPTCHA token with the siteverify API. A definite `success: false` (or no token while
 * captcha is on) rejects; a call that fails (network, timeout, non-JSON) bypasses, as the spec says
 * verification failures are ignored, so an outage of the captcha service does not stop sign-ups.
 * Without a secret there is nothing to verify against: bypassed.
 */
export async function verifyCaptcha(
  config: AppConfig,
  token: string | undefined,
  remoteIp: string,
  timeoutMs = CAPTCHA_VERIFY_TIMEOUT_MS,
): Promise<CaptchaOutcome> {
  if (captchaDevMode(config) || config.RECAPTCHA_SECRET === undefined) return 'bypassed';
  if (!token) return 'rejected';
  try {
    const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.RECAPTCHA_SECRET, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return 'bypassed';
    const body: unknown = await response.json();
    const success = typeof body === 'object' && body !== null ? (body as { success?: unknown }).success : undefined;
    if (success === true) return 'passed';
    return success === false ? 'rejected' : 'bypassed';
  } catch {
    return 'bypassed';
  }
}
