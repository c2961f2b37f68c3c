import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const session = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

describe('GET /api/session', () => {
  it('answers a visitor 200 with no one signed in: a visit is not an error', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ me: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in user with what GET /api/me says', async () => {
    const user = await createUser(ctx, { roles: ['court_admin'] });
    const res = await session(user.cookie);
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(res.json()).toEqual({ me: me.json() });
    expect(res.json().me.user.email).toBe(user.email);
  });

  it('treats a cookie that is no session as a visitor', async () => {
    const res = await session('marcador.session_token=forged.value');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ me: null });
  });
});
