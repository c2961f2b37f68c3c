import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, ORIGIN, type TestUser } from '../test-accounts';
import { createTestApp } from '../test-app';
import { accessWorld, createRoleUser } from './access-world';
import { openapiRoutes, urlOf } from './openapi-routes';
import { ACCESS_ROLES, type AccessRole, ROUTE_ACCESS, type RouteAccessRow } from './route-access';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const users = new Map<AccessRole, TestUser | null>();
let bystander: TestUser;
let documented: string[];
beforeAll(async () => {
  ctx = await createTestApp();
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

/** Sends the row's request as `role`; a throwaway row acts as a new user of that role. */
async function answerTo(row: RouteAccessRow, role: AccessRole) {
  const user = row.throwawayUser ? await createRoleUser(ctx, role) : (users.get(role) ?? null);
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
