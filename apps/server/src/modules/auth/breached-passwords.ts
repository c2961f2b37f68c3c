import { createHash } from 'node:crypto';

/** The lookup gives up after this long: a slow answer must not hold up sign-up (the spec ignores failures). */
export const BREACH_LOOKUP_TIMEOUT_MS = 1500;

/**
 * How many times a password appears in known breaches, from a k-anonymity range API
 * (Have I Been Pwned's `GET {base}/range/{first 5 hex of SHA-1}`): only the hash prefix leaves the
 * server, and `Add-Padding` hides the true size of the answer. Resolves 0 when the password is not
 * listed and null when the lookup failed or timed out, which callers ignore (spec section 5).
 * Written here rather than with better-auth's plugin, which blocks sign-up when the API is down.
 */
export async function breachCount(
  baseUrl: string,
  password: string,
  timeoutMs = BREACH_LOOKUP_TIMEOUT_MS,
): Promise<number | null> {
  const hash = createHash('sha1').update(password).digest('hex').toUpperCase();
  const prefix = hash.slice(0, 5);
  const suffix = hash.slice(5);
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/range/${prefix}`, {
      headers: { 'Add-Padding': 'true', 'User-Agent': 'Marcador' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    for (const line of (await response.text()).split('\n')) {
      const [candidate, count] = line.trim().split(':');
      // Padding entries have a count of 0, so they never match as breached.
      if (candidate?.toUpperCase() === suffix) return Number.parseInt(count ?? '0', 10) || 0;
    }
    return 0;
  } catch {
    return null;
  }
}
