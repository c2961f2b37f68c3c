import { EMAIL_MAX_LENGTH, isValidEmail } from '@marcador/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** better-auth checks every address with zod's e-mail pattern (the zod it resolves is this one). */
const storeAccepts = (email: string) => z.email().safeParse(email).success;

describe('the e-mail rule of the forms', () => {
  it('accepts exactly the addresses the account store accepts, so sign-up never fails in better-auth', () => {
    const addresses = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.string({ unit: 'grapheme' }).map((local) => `${local}@example.com`),
      fc.constantFrom('ñandú@ejemplo.com', 'ana@ejémplo.com', 'ana@ejemplo.c', 'a!b@example.com', 'ana@localhost'),
    );
    fc.assert(
      fc.property(addresses, (email) => {
        const trimmed = email.trim();
        expect(isValidEmail(email)).toBe(trimmed.length <= EMAIL_MAX_LENGTH && storeAccepts(trimmed));
      }),
      { numRuns: 2_000 },
    );
  });
});
