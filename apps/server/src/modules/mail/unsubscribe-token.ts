import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@marcador/contracts';
import type { EmailChoice } from './preferences.repository';

/** Who unsubscribes from what: an address and a category (for notifications, one kind of them). */
export type UnsubscribeClaim = EmailChoice & {
  /** Lower-case address. */
  email: string;
};

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/**
 * A signed, non-expiring token for one-click unsubscribe links: base64url(JSON claim) "." base64url(HMAC).
 * It never expires because an old e-mail's link must keep working; it only grants opting out.
 */
export function signUnsubscribeToken(key: Buffer, claim: UnsubscribeClaim): string {
  const kind = claim.category === 'notifications' ? { k: claim.kind } : {};
  const payload = Buffer.from(JSON.stringify({ e: claim.email.toLowerCase(), c: claim.category, ...kind })).toString(
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
    const { e, c, k } = claim as Record<string, unknown>;
    if (typeof e !== 'string') return null;
    if (c === 'invitations' || c === 'marketing') return { email: e, category: c };
    if (c === 'notifications' && NOTIFICATION_KINDS.includes(k as NotificationKind)) {
      return { email: e, category: c, kind: k as NotificationKind };
    }
    return null;
  } catch {
    return null;
  }
}
