import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, post } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { adminLogRepository } from './admin-log.repository';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const lastLog = async () => (await adminLogRepository(ctx.database.db).latest(1))[0];

describe('POST /api/admin/verify (master-admin guard)', () => {
  it('answers 401 "Usuario no autenticado" to a visitor and logs nothing', async () => {
    const before = await lastLog();
    const res = await post(ctx, '/api/admin/verify', { area: 'master-admin' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'unauthorized',
      key: 'auth.errors.notAuthenticated',
      message: 'Usuario no autenticado',
    });
    expect(await lastLog()).toEqual(before);
  });

  it.each([
    ['a player', []],
    ['a court admin', ['court_admin']],
  ] as const)('refuses %s with 403 and logs master_admin_action_attempted', async (_label, roles) => {
    const user = await createUser(ctx, { roles: [...roles] });
    const res = await post(ctx, '/api/admin/verify', { area: 'database-admin' }, { cookie: user.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'forbidden',
      key: 'admin.errors.masterAdminRequired',
      message: 'Acceso denegado: Se requieren permisos de Master Admin',
    });
    expect(await lastLog()).toMatchObject({
      action: 'master_admin_action_attempted',
      actorUserId: user.id,
      details: { userId: user.id, email: user.email, area: 'database-admin', phase: 'verify', roleBased: true },
    });
  });

  it('grants an admin and logs master_admin_access_verified', async () => {
    const admin = await createUser(ctx, { roles: ['admin'] });
    const res = await post(ctx, '/api/admin/verify', {}, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ granted: true });
    const log = await lastLog();
    expect(log).toMatchObject({
      action: 'master_admin_access_verified',
      actorUserId: admin.id,
      details: { email: admin.email, area: null },
    });
    const { timestamp } = (log?.details ?? {}) as { timestamp?: string };
    expect(Date.parse(timestamp ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('requireAdmin', () => {
  it('refuses other users an admin route with 403 and logs the attempt with the route', async () => {
    const user = await createUser(ctx, { roles: ['court_admin'] });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(403);
    expect(await lastLog()).toMatchObject({
      action: 'master_admin_action_attempted',
      details: { route: 'GET /api/admin/outbox' },
    });
  });

  it('answers 401 to visitors', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });
});
