import type { StressRun } from '@marcador/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../../security/database-snapshot';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { listenOnLoopback } from '../../test-http';
import { adminLogRepository } from '../admin/admin-log.repository';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const start = (as: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/stress-test',
    payload: body as object,
    headers: { origin: 'http://localhost:3000', cookie: as.cookie, ...headers },
  });

/** Rows of the tables a run writes to through its throwaway account. */
async function counts(context: TestContext) {
  const count = async (table: string) => {
    const { rows } = (await context.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]?.n ?? 0;
  };
  return {
    users: await count('users'),
    profiles: await count('profiles'),
    sessions: await count('sessions'),
    matches: await count('matches'),
    entries: await count('match_entries'),
  };
}

/** Reads the run until it has ended (finished or failed). */
async function ended(context: TestContext, as: TestUser): Promise<StressRun> {
  for (;;) {
    const { run } = (await sendAs(context, as)('GET', '/api/admin/stress-test')).json() as { run: StressRun };
    if (run.state === 'finished' || run.state === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every table but the admin action log, which keeps the runs' start and end on purpose. */
async function snapshotWithoutLog(context: TestContext) {
  const { admin_action_log: _log, ...rest } = await databaseSnapshot(context.database.db);
  return rest;
}

describe('/api/admin/stress-test: who and what', () => {
  it('answers a visitor 401 and a player or court admin 403, starting nothing', async () => {
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stress-test',
      payload: { connections: 1, durationSeconds: 1 },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(visitor.statusCode).toBe(401);
    for (const roles of [[], ['court_admin']] as const) {
      const user = await createUser(ctx, { roles: [...roles] });
      const refused = await start(user, { connections: 1, durationSeconds: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
      expect((await sendAs(ctx, user)('GET', '/api/admin/stress-test')).statusCode).toBe(403);
    }
    expect((await sendAs(ctx, admin)('GET', '/api/admin/stress-test')).json()).toEqual({ run: null });
  });

  it.each([
    [{ connections: 0, durationSeconds: 5 }],
    [{ connections: 101, durationSeconds: 5 }],
    [{ connections: 10, durationSeconds: 0 }],
    [{ connections: 10, durationSeconds: 61 }],
    [{ connections: 1.5, durationSeconds: 5 }],
    [{ connections: 10 }],
    [{ connections: 10, durationSeconds: 5, target: 'http://example.com' }],
    [{ connections: '10', durationSeconds: 5 }],
  ])('refuses %j with a 400 in JSON', async (body) => {
    const answer = await start(admin, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('validation_failed');
  });

  it('answers 409 in the admin language while the server does not listen on 127.0.0.1', async () => {
    const es = await start(admin, { connections: 1, durationSeconds: 1 });
    expect(es.statusCode).toBe(409);
    expect(es.json().error).toMatchObject({
      code: 'stress_test_unavailable',
      message: 'El servidor no escucha en 127.0.0.1: la prueba de estrés no puede empezar.',
    });
    const en = await start(admin, { connections: 1, durationSeconds: 1 }, { 'x-language': 'en' });
    expect(en.json().error.message).toBe('The server is not listening on 127.0.0.1: the stress test cannot start.');
  });
});

describe('a run on the listening server', () => {
  it('loads health, /api/me and appends, one run at a time, logs start and end, and leaves no rows behind', async () => {
    await listenOnLoopback(ctx.app);
    const before = await counts(ctx);
    const tablesBefore = await snapshotWithoutLog(ctx);

    const started = await start(admin, { connections: 3, durationSeconds: 2 });
    expect(started.statusCode).toBe(202);
    const { run } = started.json() as { run: StressRun };
    expect(run).toMatchObject({ connections: 3, durationSeconds: 2, endedAt: null });

    const second = await start(admin, { connections: 1, durationSeconds: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'stress_test_running',
      message: 'Ya hay una prueba de estrés en curso. Espera a que termine para empezar otra.',
    });
    const secondEn = await start(admin, { connections: 1, durationSeconds: 1 }, { 'x-language': 'en' });
    expect(secondEn.json().error.message).toBe(
      'A stress test is already running. Wait for it to finish before starting another.',
    );

    const done = await ended(ctx, admin);
    expect(done).toMatchObject({ id: run.id, state: 'finished', failure: null, elapsedSeconds: 2 });
    expect(done.total.requests).toBeGreaterThan(0);
    expect(done.total.errors).toBe(0);
    expect(done.total.requestsPerSecond).toBeGreaterThan(0);
    expect(done.total.p50Ms).toBeGreaterThan(0);
    expect(done.total.p99Ms).toBeGreaterThanOrEqual(done.total.p50Ms as number);
    expect(done.endpoints.map(({ endpoint }) => endpoint)).toEqual(['health', 'me', 'append']);
    for (const figures of done.endpoints) {
      expect(figures.requests).toBeGreaterThan(0);
      expect(figures.errors).toBe(0);
    }
    expect(done.seconds.map(({ second }) => second)).toEqual([1, 2]);
    expect(done.seconds.reduce((sum, second) => sum + second.requests, 0)).toBe(done.total.requests);

    expect(await counts(ctx)).toEqual(before);
    expect(await snapshotWithoutLog(ctx)).toEqual(tablesBefore);
    const [end, begin] = await adminLogRepository(ctx.database.db).latest(2);
    expect(begin).toMatchObject({
      action: 'master_admin_stress_test_started',
      actorUserId: admin.id,
      details: { phase: 'started', runId: run.id, connections: 3, durationSeconds: 2 },
    });
    expect(end).toMatchObject({
      action: 'master_admin_stress_test_finished',
      actorUserId: admin.id,
      details: { phase: 'finished', runId: run.id, state: 'finished', total: done.total },
    });
  });
});

describe('a server stopping during a run', () => {
  it('ends the run and removes its throwaway account before it closes', async () => {
    const own = await createTestApp();
    const ownAdmin = await createUser(own, { roles: ['admin'] });
    await listenOnLoopback(own.app);
    const before = await counts(own);
    const started = await own.app.inject({
      method: 'POST',
      url: '/api/admin/stress-test',
      payload: { connections: 2, durationSeconds: 60 },
      headers: { origin: 'http://localhost:3000', cookie: ownAdmin.cookie },
    });
    expect(started.statusCode).toBe(202);
    // Until the load runs: the throwaway account and its matches exist.
    for (;;) {
      const { run } = (await sendAs(own, ownAdmin)('GET', '/api/admin/stress-test')).json() as { run: StressRun };
      if (run.state === 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await counts(own)).users).toBe(before.users + 1);
    await own.app.close();
    expect(await counts(own)).toEqual(before);
    const [end] = await adminLogRepository(own.database.db).latest(1);
    expect(end).toMatchObject({ details: { state: 'failed', failure: 'stopping' } });
    await own.database.close();
  });
});
