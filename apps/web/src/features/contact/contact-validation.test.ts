import { describe, expect, it } from 'vitest';
import es from '../../locales/contact/es.json';
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
