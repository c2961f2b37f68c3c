import { DATABASE_ROWS_LIMIT, MASKED_VALUE } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, appSecrets, sessions, verifications } from '../../db/schema';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { toCsv } from './csv';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let asAdmin: ReturnType<typeof sendAs>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: ['admin'] });
  asAdmin = sendAs(ctx, admin);
  // A password reset's one-time row, as better-auth writes it (the identifier carries the token).
  await ctx.database.db.insert(verifications).values({
    id: 'reset-row',
    identifier: 'reset-password:reset-token-that-must-stay',
    value: 'one-time-value-that-must-stay',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
});
afterAll(() => ctx.close());

/** Every secret the database holds now: none may appear in any answer. */
async function secretsInDatabase(): Promise<string[]> {
  const db = ctx.database.db;
  const found = [
    ...(await db.select({ value: sessions.token }).from(sessions)).map((row) => row.value),
    ...(await db.select({ value: accounts.password }).from(accounts)).map((row) => row.value),
    ...(await db.select({ value: verifications.identifier }).from(verifications)).map((row) => row.value),
    ...(await db.select({ value: verifications.value }).from(verifications)).map((row) => row.value),
    ...(await db.select({ value: appSecrets.value }).from(appSecrets)).map((row) => row.value),
  ];
  return found.filter((value): value is string => typeof value === 'string' && value.length > 0);
}

describe('GET /api/admin/database', () => {
  it("tells the database's kind, version, pool, tables with counts and sizes, and the migrations", async () => {
    const res = await asAdmin('GET', '/api/admin/database');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.kind).toBe(ctx.database.kind);
    expect(body.version).toMatch(/^\d+/);
    if (ctx.database.kind === 'postgres') {
      expect(body.pool).toEqual({
        total: expect.any(Number),
        idle: expect.any(Number),
        waiting: expect.any(Number),
        max: expect.any(Number),
      });
    } else {
      expect(body.pool).toBeNull();
    }
    const users = body.tables.find((table: { name: string }) => table.name === 'users');
    expect(users).toEqual({ name: 'users', rows: 1, estimated: false, bytes: expect.any(Number) });
    expect(users.bytes).toBeGreaterThan(0);
    expect(body.tables.map((table: { name: string }) => table.name)).toContain('sessions');
    expect(body.migrations[0]).toEqual({ name: '0000_init', appliedAt: expect.any(String) });
    expect(body.migrations.map((migration: { name: string }) => migration.name)).toContain('0022_court_admin_area');
  });

  it('is for master admins only', async () => {
    const player = await createUser(ctx);
    expect((await sendAs(ctx, player)('GET', '/api/admin/database')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/database' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/database/tables/{table}/rows', () => {
  it('shows the newest sessions with their tokens masked', async () => {
    const res = await asAdmin('GET', '/api/admin/database/tables/sessions/rows');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ table: 'sessions', orderedBy: 'created_at', limit: DATABASE_ROWS_LIMIT });
    expect(body.masked).toContain('token');
    const token = body.columns.indexOf('token');
    const userId = body.columns.indexOf('user_id');
    expect(body.rows.length).toBeGreaterThan(0);
    for (const row of body.rows) expect(row[token]).toBe(MASKED_VALUE);
    expect(body.rows.map((row: string[]) => row[userId])).toContain(admin.id);
  });

  it('never sends a token, password hash, one-time value or app secret, in rows or CSV', async () => {
    const secrets = await secretsInDatabase();
    expect(secrets.length).toBeGreaterThan(3);
    for (const table of ['sessions', 'accounts', 'verifications', 'app_secrets']) {
      for (const kind of ['rows', 'export']) {
        const res = await asAdmin('GET', `/api/admin/database/tables/${table}/${kind}`);
        expect(res.statusCode, `${table} ${kind}`).toBe(200);
        for (const secret of secrets) expect(res.body, `${table} ${kind}`).not.toContain(secret);
      }
    }
    const verification = (await asAdmin('GET', '/api/admin/database/tables/verifications/rows')).json();
    expect(verification.masked).toEqual(expect.arrayContaining(['identifier', 'value']));
    expect(verification.rows[0]).toContain(MASKED_VALUE);
  });

  it('orders by ctid a table with no time column, and answers 404 for a table the database lacks', async () => {
    expect((await asAdmin('GET', '/api/admin/database/tables/app_secrets/rows')).json().orderedBy).toBe('created_at');
    expect((await asAdmin('GET', '/api/admin/database/tables/rate_limits/rows')).json().orderedBy).toBe('ctid');
    const missing = await asAdmin('GET', '/api/admin/database/tables/no_such_table/rows');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('refuses a name that is not an identifier before any SQL (400)', async () => {
    for (const name of ['users;drop%20table%20users', 'Users', '%22users%22', 'pg_catalog.pg_user']) {
      const res = await asAdmin('GET', `/api/admin/database/tables/${name}/rows`);
      expect(res.statusCode, name).toBe(400);
    }
  });
});

describe('GET /api/admin/database/tables/{table}/export', () => {
  it('answers the rows as a CSV attachment named after the table', async () => {
    const res = await asAdmin('GET', '/api/admin/database/tables/users/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const [header, ...lines] = res.body.split('\r\n');
    expect(header?.split(',')).toEqual(expect.arrayContaining(['id', 'email', 'created_at']));
    expect(lines.some((line) => line.includes(admin.email))).toBe(true);
  });
});

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks, and leaves null empty', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          [null, 'two\nlines'],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n,"two\nlines"\r\n');
  });

  it('writes a value a spreadsheet would run as a formula with a leading apostrophe, numbers as they are', () => {
    expect(toCsv(['v'], [['=HYPERLINK("http://x")'], ['+1+1'], ['@SUM(A1)'], ['-5'], ['-2.5e3'], ['-a']])).toBe(
      `v\r\n"'=HYPERLINK(""http://x"")"\r\n'+1+1\r\n'@SUM(A1)\r\n-5\r\n-2.5e3\r\n'-a\r\n`,
    );
  });
});
