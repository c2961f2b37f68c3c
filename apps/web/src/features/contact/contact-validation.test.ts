import { contactRequestSchema } from '@marcador/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import es from '../../locales/legal/es.json';
import { serverFieldErrors, validateContact } from './contact-validation';

const valid = { name: 'Ana Torres', email: 'ana@example.com', message: 'Quiero probar Marcador en mi club.' };

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names each problem with a translated key', () => {
    expect(validateContact({ name: ' ', email: '', message: 'corto' })).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailRequired',
      message: 'contact.errors.messageTooShort',
    });
    expect(validateContact({ ...valid, email: 'ana@' })).toEqual({ email: 'contact.errors.emailInvalid' });
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'contact.errors.messageTooLong',
    });
    expect(validateContact({ ...valid, name: 'n'.repeat(101) })).toEqual({ name: 'contact.errors.nameTooLong' });
  });

  it('counts the message after trimming, like the server', () => {
    expect(validateContact({ ...valid, message: '   nueve c   ' })).toEqual({
      message: 'contact.errors.messageTooShort',
    });
  });
});

describe('serverFieldErrors', () => {
  it('translates the fields the server rejected', () => {
    expect(serverFieldErrors({ email: 'Invalid email address' }, valid)).toEqual({
      email: 'contact.errors.emailInvalid',
    });
    expect(serverFieldErrors({ 'message.0': 'x', other: 'y' }, { ...valid, message: 'short' })).toEqual({
      message: 'contact.errors.messageTooShort',
    });
  });

  it('only uses keys that exist in the locale', () => {
    const errors = es.contact.errors as Record<string, string>;
    for (const key of ['nameInvalid', 'emailInvalid', 'messageInvalid', 'nameRequired', 'emailRequired']) {
      expect(errors[key], key).toBeTruthy();
    }
  });
});

describe('validateContact and the server schema', () => {
  // The form checks with the domain's rules and the server with contactRequestSchema, built from them:
  // any input one refuses, the other refuses too.
  const text = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('', '   ', 'ana@example.com', ' ana@example.com', 'a.b@c.io', 'a..b@c.io', 'ana@'),
    fc.string({ minLength: 95, maxLength: 110 }),
    fc.integer({ min: 4990, max: 5010 }).map((length) => 'x'.repeat(length)),
    fc.integer({ min: 240, max: 260 }).map((length) => `${'a'.repeat(length)}@example.com`),
  );

  it('accepts exactly what the server schema accepts', () => {
    fc.assert(
      fc.property(fc.record({ name: text, email: text, message: text }), (values) => {
        const local = Object.keys(validateContact(values));
        const server = contactRequestSchema.safeParse(values);
        const serverFields = server.success ? [] : [...new Set(server.error.issues.map((issue) => issue.path[0]))];
        expect(local.sort()).toEqual((serverFields as string[]).sort());
      }),
    );
  });
});
