import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, ORIGIN, type TestUser } from '../test-accounts';
import { createTestApp } from '../test-app';
import { type ListeningApp, listenOnLoopback } from '../test-http';
import { accessWorld, createRoleUser } from './access-world';
import { databaseSnapshot } from './database-snapshot';
import { openapiRoutes, urlOf } from './openapi-routes';
import { otherSpellings } from './other-spellings';
import { ACCESS_ROLES, type AccessRole, ROUTE_ACCESS, type RouteAccessRow } from './route-access';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const users = new Map<AccessRole, TestUser | null>();
let bystander: TestUser;
let documented: string[];
beforeAll(async () => {
  ctx = await createTestApp({ env: { TOURNAMENTS_ENABLED: 'true' } });
  for (const role of ACCESS_ROLES) users.set(role, await createRoleUser(ctx, role));
  bystander = (await createRoleUser(ctx, 'free')) as TestUser;
  documented = (await openapiRoutes(ctx.app)).map(({ method, path }) => `${method} ${path}`);
});
afterAll(() => ctx.close());

const key = (row: RouteAccessRow) => `${row.method} ${row.path}`;

describe('the table', () => {
  it('has a row for every route of /api/openapi.json', () => {
    const rows = new Set(ROUTE_ACCESS.map(key));
    const missing = documented.filter((route) => !rows.has(route));
    expect(missing.map((route) => `add a row for ${route} in route-access.ts`)).toEqual([]);
  });

  it('names no route that is gone, and each route once', () => {
    const routes = new Set(documented);
    const stale = ROUTE_ACCESS.map(key).filter((route) => !routes.has(route));
    expect(stale.map((route) => `${route} is not in /api/openapi.json: remove its row`)).toEqual([]);
    const twice = ROUTE_ACCESS.map(key).filter((route, i, all) => all.indexOf(route) !== i);
    expect(twice).toEqual([]);
  });
});

/**
 * Who asks for a row as `role`: a new user of that role for a throwaway row, and for every admin
 * route, where a signed-in user's refusals are limited to 10 in 10 minutes (decision 019), fewer
 * than the table's admin rows.
 */
async function userFor(row: RouteAccessRow, role: AccessRole) {
  const fresh = row.throwawayUser || row.path.startsWith('/api/admin/');
  return fresh ? await createRoleUser(ctx, role) : (users.get(role) ?? null);
}

/** Sends the row's request as `role`. */
async function answerTo(row: RouteAccessRow, role: AccessRole) {
  const user = await userFor(row, role);
  const { params = {}, query, body } = (await row.request?.(accessWorld(ctx, role, user, bystander))) ?? {};
  const response = await ctx.app.inject({
    method: row.method,
    url: urlOf(row.path, params),
    query,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    remoteAddress: nextIp(),
  });
  return { status: response.statusCode, body: response.body.slice(0, 300) };
}

describe.each(ROUTE_ACCESS.map((row) => [key(row), row] as const))('%s', (_name, row) => {
  it('answers each role as the table says', async () => {
    const actual = {} as Record<AccessRole, number>;
    const bodies: string[] = [];
    for (const role of ACCESS_ROLES) {
      const { status, body } = await answerTo(row, role);
      actual[role] = status;
      if (status !== row.expect[role]) bodies.push(`${role}: ${status} ${body}`);
    }
    // The bodies of the unexpected answers say why (a validation message means the row's request is wrong).
    expect(actual, bodies.join('\n')).toEqual(row.expect);
  });
});

/**
 * CSRF whatever the spelling (decision 016): every state-changing route (the table has a row for
 * each route of /api/openapi.json, so a new one is covered), asked by another site with an admin's
 * cookie and the row's valid request, at its plain address and at every other spelling a router or
 * a URL parser may read as it (`/%61pi/...`, `//api/...`, `/api/./...`, `/api/x/../...`, absolute
 * form...), through a real socket since `app.inject` rewrites some of them. Each is refused with 403
 * and no row of the database changes. A route that opts out of the origin check (a signed token is
 * its authority) is still refused at every other spelling: 400 non_canonical_url, or 403 where the
 * spelling routes nowhere.
 */
describe('state-changing routes asked by another site with a cookie, at any spelling (real socket)', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await listenOnLoopback(ctx.app);
  });
  const writes = ROUTE_ACCESS.filter((row) => row.method !== 'GET');

  describe.each(writes.map((row) => [key(row), row] as const))('%s', (_name, row) => {
    it('is refused and changes nothing', async () => {
      const admin = row.throwawayUser ? await createRoleUser(ctx, 'admin') : users.get('admin');
      if (!admin) throw new Error('no admin user');
      const { params = {}, query, body } = (await row.request?.(accessWorld(ctx, 'admin', admin, bystander))) ?? {};
      const search = query ? `?${new URLSearchParams(query)}` : '';
      const plain = `${urlOf(row.path, params)}${search}`;
      const spellings = otherSpellings(plain, server.origin);
      if (row.originCheck !== false) spellings.unshift({ name: 'the plain address', target: plain });
      const send = (target: string) =>
        server.send({
          method: row.method,
          target,
          headers: { origin: 'http://evil.test', cookie: admin.cookie },
          ...(body === undefined ? {} : { body }),
        });

      const before = await databaseSnapshot(ctx.database.db);
      const wrong: string[] = [];
      for (const { name, target } of spellings) {
        const { status, body: answer } = await send(target);
        const refused = row.originCheck === false ? status === 400 || status === 403 : status === 403;
        if (!refused) wrong.push(`${name} (${target}): ${status} ${answer.slice(0, 200)}`);
      }
      expect(wrong).toEqual([]);
      expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
      // The opt-out is real: at its plain address, the route answers another site as the table says.
      if (row.originCheck === false) expect((await send(plain)).status).toBe(row.expect.admin);
    });
  });
});
