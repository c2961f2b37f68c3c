/** Test support for the saved contacts routes: called through `app.inject` as a signed-in user. */
import { nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import type { createTestApp } from '../../test-app';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** The saved contacts routes as `user` calls them (fresh client address each, with the app's Origin). */
export function contactsApi(ctx: TestContext, user: TestUser, language: 'es' | 'en' = 'es') {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { origin: ORIGIN, cookie: user.cookie, 'x-language': language },
      remoteAddress: nextIp(),
    });
  return {
    send,
    list: () => send('GET', '/api/contacts'),
    add: (contact: unknown) => send('POST', '/api/contacts', contact),
    change: (id: string, change: unknown) => send('PATCH', `/api/contacts/${encodeURIComponent(id)}`, change),
    remove: (id: string) => send('DELETE', `/api/contacts/${encodeURIComponent(id)}`),
  };
}
