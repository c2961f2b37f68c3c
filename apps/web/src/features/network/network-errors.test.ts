import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import en from '../../locales/network/en.json';
import es from '../../locales/network/es.json';
import { NETWORK_ERROR_KEYS, networkErrorKey } from './network-errors';

const failure = (status: number, code: string) => new ApiRequestError(status, code, 'English text from the server');

describe('networkErrorKey', () => {
  it.each([
    [403, 'contacts_limit', 'errors.contactsLimit'],
    [409, 'their_contacts_limit', 'errors.theirContactsLimit'],
    [409, 'blocked', 'errors.blocked'],
    [403, 'saved_contacts_limit', 'errors.savedContactsLimit'],
    [400, 'self_contact', 'errors.selfContact'],
    [409, 'contact_exists', 'errors.contactExists'],
    [429, 'rate_limited', 'errors.rateLimited'],
    [429, 'too_many', 'errors.rateLimited'],
    [404, 'not_found', 'errors.notFound'],
    [0, 'network_error', 'errors.offline'],
    [500, 'internal_error', 'errors.generic'],
    [400, 'validation_failed', 'errors.generic'],
  ])('%i %s -> %s', (status, code, key) => {
    expect(networkErrorKey(failure(status, code))).toBe(key);
  });

  it('answers the generic message for anything that is not an API error', () => {
    expect(networkErrorKey(new Error('boom'))).toBe('errors.generic');
    expect(networkErrorKey(undefined)).toBe('errors.generic');
  });

  it('has every message in Spanish and English', () => {
    const lookup = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    for (const key of NETWORK_ERROR_KEYS) {
      expect(typeof lookup(es, key), `es ${key}`).toBe('string');
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
    }
  });
});
