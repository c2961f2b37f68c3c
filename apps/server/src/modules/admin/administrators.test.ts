import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { adminLogRepository } from './admin-log.repository';
import { administratorsRepository } from './administrators.repository';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const lastLog = async () => (await adminLogRepository(ctx.database.db).latest(1))[0];
const english = (user: TestUser) => (method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: 'http://localhost:3000', cookie: user.cookie, 'x-language': 'en' },
  });

describe('/api/admin/administrators', () => {
  it('adds an existing account by e-mail, lists it with the date added and logs who did it', async () => {
    const player = await createUser(ctx);
    const added = await sendAs(ctx, admin)('POST', '/api/admin/administrators', {
      email: ` ${player.email.toUpperCase()} `,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().administrator).toMatchObject({ userId: player.id, email: player.email, role: 'admin' });
    expect(await lastLog()).toMatchObject({
      action: 'master_admin_administrator_added',
      actorUserId: admin.id,
      targetUserId: player.id,
      details: { userId: admin.id, email: admin.email, phase: 'administrator_added', targetEmail: player.email },
    });

    const list = await sendAs(ctx, admin)('GET', '/api/admin/administrators');
    expect(list.statusCode).toBe(200);
    const listed = list.json().administrators.find((row: { userId: string }) => row.userId === player.id);
    expect(Date.parse(listed.addedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The new administrator passes the guard at once (the session cache forgot their roles).
    expect((await sendAs(ctx, player)('GET', '/api/admin/administrators')).statusCode).toBe(200);
  });

  it('answers 404 for an address without an account and 409 for an administrator, in the asked language', async () => {
    const unknown = await english(admin)('POST', '/api/admin/administrators', { email: 'nadie@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'account_not_found',
      message: 'There is no account with that email.',
    });
    const again = await sendAs(ctx, admin)('POST', '/api/admin/administrators', { email: admin.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'already_admin', message: 'Esa cuenta ya es administradora.' });
    const empty = await sendAs(ctx, admin)('POST', '/api/admin/administrators', { email: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('removes another administrator, answers the list without them and logs it', async () => {
    const other = await createUser(ctx, { roles: ['admin'] });
    const removed = await sendAs(ctx, admin)('DELETE', `/api/admin/administrators/${other.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().administrators.map((row: { userId: string }) => row.userId)).not.toContain(other.id);
    expect(await lastLog()).toMatchObject({
      action: 'master_admin_administrator_removed',
      actorUserId: admin.id,
      targetUserId: other.id,
      details: { email: admin.email, phase: 'administrator_removed', targetEmail: other.email },
    });
    // Their next request is refused: the role is gone at once.
    expect((await sendAs(ctx, other)('GET', '/api/admin/administrators')).statusCode).toBe(403);
  });

  it('refuses removing yourself (409) and an account that is not an administrator (404)', async () => {
    const self = await english(admin)('DELETE', `/api/admin/administrators/${admin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toMatchObject({
      code: 'cannot_remove_self',
      message: "You can't remove yourself as an administrator.",
    });
    const player = await createUser(ctx);
    const notAdmin = await sendAs(ctx, admin)('DELETE', `/api/admin/administrators/${player.id}`);
    expect(notAdmin.statusCode).toBe(404);
    expect(notAdmin.json().error.code).toBe('not_admin');
  });

  it('never removes the last administrator', async () => {
    const administrators = administratorsRepository(ctx.database.db);
    for (const row of await administrators.list()) {
      if (row.userId !== admin.id) expect(await administrators.remove(row.userId)).toBe('removed');
    }
    expect(await administrators.remove(admin.id)).toBe('last_admin');
    expect((await administrators.list()).map((row) => row.userId)).toEqual([admin.id]);
  });

  it('leaves one administrator when the last two remove each other at once', async () => {
    const other = await createUser(ctx, { roles: ['admin'] });
    const [first, second] = await Promise.all([
      sendAs(ctx, admin)('DELETE', `/api/admin/administrators/${other.id}`),
      sendAs(ctx, other)('DELETE', `/api/admin/administrators/${admin.id}`),
    ]);
    // The loser is refused by the lock (409 last_admin) or, when the winner came first, by the guard (403).
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await administratorsRepository(ctx.database.db).list()).toHaveLength(1);
  });
});
