import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OptionalEmailCategory } from '@marcador/contracts';

/** Who unsubscribes from what. */
export interface UnsubscribeClaim {
  /** Lower-case address. */
  email: string;
  category: OptionalEmailCategory;
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/**
 * A signed, non-expiring token for one-click unsubscribe links: base64url(JSON claim) "." base64url(HMAC).
 * It never expires because an old e-mail's link must keep working; it only grants opting out.
 */
export function signUnsubscribeToken(key: Buffer, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ e: claim.email.toLowerCase(), c: claim.category })).toString(
    'base64url',
  );
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claim of a genuine token; null for anything tampered with, truncated or malformed. */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  // Compare the signature as text: decoding first would accept other spellings of the same bytes
  // (base64url's last character carries unused bits), so a changed token could still verify.
  const expected = Buffer.from(mac(key, payload).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claim: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claim !== 'object' || claim === null) return null;
    const { e, c } = claim as Record<string, unknown>;
    if (typeof e !== 'string' || (c !== 'invitations' && c !== 'marketing')) return null;
    return { email: e, category: c };
  } catch {
    return null;
  }
}
