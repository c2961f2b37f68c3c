import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { createUser, post, type TestUser } from '../test-accounts';
import { createTestApp } from '../test-app';
import { listenOnLoopback } from '../test-http';
import { sessionReader } from './session-reader';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 3600_000;
const me = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
const tokenOf = (user: TestUser) =>
  decodeURIComponent(/session_token=([^;]+)/.exec(user.cookie)?.[1] ?? '').split('.')[0];
const setExpiry = (user: TestUser, expiresAt: Date) =>
  ctx.database.db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.token, tokenOf(user) ?? ''));

describe('session reader', () => {
  it('resolves a plain signed-in request in one read, without better-auth, with roles and plan', async () => {
    const admin = await createUser(ctx, { roles: ['admin'] });
    const premium = await createUser(ctx, { premium: true });
    const getSession = vi.spyOn(ctx.app.auth.api, 'getSession');
    const [adminMe, premiumMe, visitor] = await Promise.all([me(admin.cookie), me(premium.cookie), me()]);
    expect(adminMe.json()).toMatchObject({ plan: 'master', roles: ['admin'], user: { email: admin.email } });
    expect(premiumMe.json()).toMatchObject({ plan: 'premium', roles: [] });
    expect(visitor.statusCode).toBe(401);
    expect(getSession).not.toHaveBeenCalled();
    getSession.mockRestore();
  });

  it('leaves a tampered cookie to better-auth, which refuses it', async () => {
    const user = await createUser(ctx);
    const tampered = user.cookie.replace(/session_token=([^.]+)/, 'session_token=$1x');
    expect((await me(tampered)).statusCode).toBe(401);
  });

  it('refuses expired and deleted sessions', async () => {
    const expired = await createUser(ctx);
    await setExpiry(expired, new Date(Date.now() - 1000));
    expect((await me(expired.cookie)).statusCode).toBe(401);

    const revoked = await createUser(ctx);
    await ctx.database.db.delete(sessions).where(eq(sessions.token, tokenOf(revoked) ?? ''));
    expect((await me(revoked.cookie)).statusCode).toBe(401);
  });

  it('lets better-auth extend a session that is a day old, answering with a new cookie', async () => {
    const user = await createUser(ctx);
    // Created 25 hours ago: 30 days from then is 29 days minus an hour from now.
    await setExpiry(user, new Date(Date.now() + 30 * DAY_MS - 25 * 3600_000));
    const res = await me(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=/);
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(user) ?? ''));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('ends a session at once when it signs out through this server, though its reads were cached', async () => {
    const user = await createUser(ctx);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await post(ctx, '/api/auth/sign-out', undefined, { cookie: user.cookie })).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('never answers a sign-out the cache misses: one at an encoded address is refused, and the session stays', async () => {
    // The cache was dropped for writes whose raw address starts with /api/auth/; the router also
    // routes /%61pi/auth/sign-out there, which signed out while /api/me kept answering 200.
    const server = await listenOnLoopback(ctx.app);
    const user = await createUser(ctx);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const out = await server.send({
      method: 'POST',
      target: '/%61pi/auth/sign-out',
      headers: { origin: server.origin, cookie: user.cookie },
    });
    expect(out.status).toBe(400);
    expect(JSON.parse(out.body).error.code).toBe('non_canonical_url');
    const kept = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(kept).toHaveLength(1);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('trusts a session read for the cache time only: a deletion elsewhere is seen once it passes', async () => {
    const user = await createUser(ctx);
    const { authCookies } = await ctx.app.auth.$context;
    let now = Date.now();
    const reader = sessionReader({
      db: ctx.database.db,
      secret: ctx.app.secrets.auth,
      cookies: {
        sessionToken: authCookies.sessionToken.name,
        sessionData: authCookies.sessionData.name,
        dontRemember: authCookies.dontRememberToken.name,
      },
      expiresIn: 30 * 24 * 3600,
      updateAge: 24 * 3600,
      cacheMs: 10_000,
      clock: () => now,
    });
    expect((await reader.read(user.cookie))?.user.email).toBe(user.email);
    await ctx.database.db.delete(sessions).where(eq(sessions.token, tokenOf(user) ?? ''));
    now += 9_999;
    expect((await reader.read(user.cookie))?.user.email).toBe(user.email);
    now += 1;
    expect(await reader.read(user.cookie)).toBeUndefined();
    // Dropping the cache makes the next read go to the database at once.
    const other = await createUser(ctx);
    expect((await reader.read(other.cookie))?.user.email).toBe(other.email);
    await ctx.database.db.delete(sessions).where(eq(sessions.token, tokenOf(other) ?? ''));
    reader.forgetAll();
    expect(await reader.read(other.cookie)).toBeUndefined();
  });
});
