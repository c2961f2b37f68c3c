import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.test-support';
import { RETURN_PATH_KEY, rememberReturnPath, returnPathOr } from './return-path';

describe('the return path after payment', () => {
  it('remembers a page of the site and gives it back', () => {
    const store = memoryStorage();
    rememberReturnPath('/profile?tab=partidos', store);
    expect(returnPathOr('/app', store)).toBe('/profile?tab=partidos');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'app', '/a\tb'])(
    'ignores %j, which is not a path of this site',
    (path) => {
      const store = memoryStorage();
      rememberReturnPath(path, store);
      expect(store.values.size).toBe(0);
    },
  );

  it.each(['/precios?checkout=canceled', '/premium-checkout', '/payment-success?session_id=x', '/registration'])(
    'never returns to a step of the purchase (%s)',
    (path) => {
      const store = memoryStorage();
      rememberReturnPath(path, store);
      store.values.set(RETURN_PATH_KEY, path);
      expect(returnPathOr('/app', store)).toBe('/app');
    },
  );

  it('checks what storage holds again: a foreign address falls back', () => {
    const store = memoryStorage();
    store.values.set(RETURN_PATH_KEY, '//evil.example/x');
    expect(returnPathOr('/app', store)).toBe('/app');
  });

  it('works without storage', () => {
    expect(() => rememberReturnPath('/app', undefined)).not.toThrow();
    expect(returnPathOr('/app', undefined)).toBe('/app');
  });
});
