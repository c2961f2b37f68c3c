import { randomBytes } from 'node:crypto';
import { INVITE_CODE_LENGTH } from '@marcador/contracts';

/** RFC 4648 base32 in lower case: no look-alike pairs such as 0/O or 1/l, and case does not matter. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new invite code: INVITE_CODE_LENGTH base32 characters, 5 random bits each (80 bits for 16). */
export function newInviteCode(): string {
  const bytes = randomBytes(Math.ceil((INVITE_CODE_LENGTH * 5) / 8));
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < INVITE_CODE_LENGTH) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code;
}

/** The share link of a code on the site at `origin`. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/auth?mode=signup&invite=${code}`;
}
