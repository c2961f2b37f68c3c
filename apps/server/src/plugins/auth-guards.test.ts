import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createUser, type TestUser } from '../test-accounts';
import { openTestDatabase } from '../test-app';
import { requireAdmin, requirePlan, requireUser, viewerOf } from './auth-guards';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let users: Record<'free' | 'premium' | 'courtAdmin' | 'admin', TestUser>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', HIBP_URL: 'off' }), database });
  // Routes as a later module would declare them.
  app.get('/api/guarded/user', { preHandler: requireUser }, async (request) => ({ plan: viewerOf(request).plan }));
  app.get('/api/guarded/premium', { preHandler: requirePlan('premium') }, async () => ({ ok: true }));
  app.get('/api/guarded/master', { preHandler: requirePlan('master') }, async () => ({ ok: true }));
  app.get('/api/guarded/admin', { preHandler: requireAdmin }, async () => ({ ok: true }));
  await app.ready();
  const ctx = { app, database, close: () => app.close() };
  users = {
    free: await createUser(ctx),
    premium: await createUser(ctx, { premium: true }),
    courtAdmin: await createUser(ctx, { roles: ['court_admin'] }),
    admin: await createUser(ctx, { roles: ['admin'] }),
  };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const status = async (url: string, who?: keyof typeof users) =>
  (await app.inject({ method: 'GET', url, headers: who ? { cookie: users[who].cookie } : {} })).statusCode;

describe('route guards', () => {
  it.each([
    ['/api/guarded/user', [401, 200, 200, 200, 200]],
    ['/api/guarded/premium', [401, 403, 200, 403, 200]],
    ['/api/guarded/master', [401, 403, 403, 403, 200]],
    ['/api/guarded/admin', [401, 403, 403, 403, 200]],
  ])('%s for visitor, free, premium, court admin, admin', async (url, expected) => {
    const who = [undefined, 'free', 'premium', 'courtAdmin', 'admin'] as const;
    expect(await Promise.all(who.map((w) => status(url, w)))).toEqual(expected);
  });

  it('refuses a plan with the Premium message', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/guarded/premium',
      headers: { cookie: users.free.cookie, 'x-language': 'en' },
    });
    expect(res.json()).toEqual({
      error: { code: 'plan_required', key: 'plan.errors.premiumRequired', message: 'This feature is part of Premium.' },
    });
  });

  it('hands the handler the viewer with the effective plan', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/guarded/user', headers: { cookie: users.admin.cookie } });
    expect(res.json()).toEqual({ plan: 'master' });
  });
});
