import { AsyncLocalStorage } from 'node:async_hooks';

/** Where better-auth keeps its shared state, its AsyncLocalStorage instances among it. */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

/**
 * better-auth's AsyncLocalStorage instances (endpoint, adapter, request state), those it has made so
 * far, by the name it keeps each under.
 */
export function betterAuthStorages(): { name: string; storage: AsyncLocalStorage<unknown> }[] {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  return Object.entries(shared?.context ?? {}).flatMap(([name, value]) =>
    value instanceof AsyncLocalStorage ? [{ name, storage: value }] : [],
  );
}

/**
 * better-auth with its async context released between its calls (decision 025). better-auth runs
 * each call inside AsyncLocalStorage, and on Node 20 a storage once used keeps an async hook on
 * every promise the process makes until it is disabled: about a tenth of the CPU of a signed-in
 * read that never calls better-auth (sessions are read by plugins/session-reader.ts). So the calls
 * are counted, and when none is running the storages are disabled; the next call's `run` enables
 * them again. better-auth finishes its work inside each call (no background tasks are configured:
 * `runInBackgroundOrAwait` awaits), so nothing of its own reads a storage after its call settles.
 */
export function releasingAsyncContext<Auth extends { handler: unknown; api: object }>(auth: Auth): Auth {
  let running = 0;
  const settled = () => {
    running -= 1;
    if (running > 0) return;
    for (const { storage } of betterAuthStorages()) storage.disable();
  };
  const counted =
    (call: (...args: unknown[]) => unknown) =>
    async (...args: unknown[]): Promise<unknown> => {
      running += 1;
      try {
        return await call(...args);
      } finally {
        settled();
      }
    };
  const calls = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (!calls.has(key)) calls.set(key, counted(value.bind(target)));
      return calls.get(key);
    },
  });
  const handler = counted((auth.handler as (...args: unknown[]) => unknown).bind(auth));
  // The instance's other parts ($context, options) are read through from it.
  return Object.create(auth, {
    api: { value: api, writable: true, configurable: true },
    handler: { value: handler, writable: true, configurable: true },
  }) as Auth;
}
