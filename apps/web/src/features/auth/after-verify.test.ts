import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-support';
import {
  AFTER_VERIFY_KEY,
  AFTER_VERIFY_TTL_MS,
  afterVerifyTarget,
  forgetAfterVerify,
  rememberAfterVerify,
} from './after-verify';

const NOW = 1_800_000_000_000;

describe('continuing after the e-mail is verified', () => {
  it('sends a premium sign-up on to checkout instead of /setup, once', () => {
    const store = memoryStorage();
    rememberAfterVerify('/premium-checkout', NOW, store);
    expect(afterVerifyTarget('/setup', '/setup', NOW + 60_000, store)).toBe('/premium-checkout');
    forgetAfterVerify(store);
    expect(afterVerifyTarget('/setup', '/setup', NOW + 61_000, store)).toBe('/setup');
  });

  it('keeps a target the link named itself', () => {
    const store = memoryStorage();
    rememberAfterVerify('/premium-checkout', NOW, store);
    expect(afterVerifyTarget('/profile', '/setup', NOW, store)).toBe('/profile');
  });

  it('forgets an intent older than the link', () => {
    const store = memoryStorage();
    rememberAfterVerify('/premium-checkout', NOW, store);
    expect(afterVerifyTarget('/setup', '/setup', NOW + AFTER_VERIFY_TTL_MS + 1, store)).toBe('/setup');
  });

  it.each(['//evil.example', 'https://evil.example', '{"path":"//x","at":1}'])(
    'never follows a foreign address (%s)',
    (path) => {
      const store = memoryStorage();
      rememberAfterVerify(path, NOW, store);
      expect(store.values.size).toBe(0);
      store.values.set(AFTER_VERIFY_KEY, JSON.stringify({ path, at: NOW }));
      expect(afterVerifyTarget('/setup', '/setup', NOW, store)).toBe('/setup');
    },
  );

  it('survives garbage and missing storage', () => {
    const store = memoryStorage();
    store.values.set(AFTER_VERIFY_KEY, 'not json');
    expect(afterVerifyTarget('/setup', '/setup', NOW, store)).toBe('/setup');
    expect(afterVerifyTarget('/setup', '/setup', NOW, undefined)).toBe('/setup');
    expect(() => forgetAfterVerify(undefined)).not.toThrow();
  });
});
