import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const key = randomBytes(32);
const token = signUnsubscribeToken(key, { email: 'Ana@Example.com', category: 'invitations' });
const [payload = '', signature = ''] = token.split('.');
const forged = (claim: object) => `${Buffer.from(JSON.stringify(claim)).toString('base64url')}.${signature}`;

describe('unsubscribe tokens', () => {
  it('carry the lower-cased address and the category', () => {
    expect(verifyUnsubscribeToken(key, token)).toEqual({ email: 'ana@example.com', category: 'invitations' });
  });

  it.each([
    ['another key', () => verifyUnsubscribeToken(randomBytes(32), token)],
    ['a changed address', () => verifyUnsubscribeToken(key, forged({ e: 'eve@example.com', c: 'invitations' }))],
    ['a changed category', () => verifyUnsubscribeToken(key, forged({ e: 'ana@example.com', c: 'marketing' }))],
    ['a truncated signature', () => verifyUnsubscribeToken(key, `${payload}.${signature.slice(0, 20)}`)],
    ['no signature', () => verifyUnsubscribeToken(key, payload)],
    ['an extra part', () => verifyUnsubscribeToken(key, `${token}.x`)],
    ['an empty token', () => verifyUnsubscribeToken(key, '')],
  ])('are refused with %s', (_label, check) => {
    expect(check()).toBeNull();
  });

  it('refuses a signature whose last character differs only in unused bits', () => {
    const [payload, signature] = token.split('.') as [string, string];
    const last = signature.at(-1) as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // SHA-256 is 32 bytes: 43 base64url characters whose last one carries 2 unused bits.
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] as string;
    expect(verifyUnsubscribeToken(key, `${payload}.${signature.slice(0, -1)}${sibling}`)).toBeNull();
  });

  it('refuses any single-character change', () => {
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'ABCabc019-_.'), (index, replacement) => {
        fc.pre(token[index] !== replacement);
        const changed = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(verifyUnsubscribeToken(key, changed)).toBeNull();
      }),
    );
  });

  it('refuses a correctly signed claim of an unknown category', () => {
    const other = Buffer.from(JSON.stringify({ e: 'a@b.co', c: 'billing' })).toString('base64url');
    const mac = createHmac('sha256', key).update(other).digest('base64url');
    expect(verifyUnsubscribeToken(key, `${other}.${mac}`)).toBeNull();
  });
});
