import { MAX_ENTRIES_PER_BATCH } from '@marcador/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { matchesApi } from '../modules/matches/test-matches';
import { bodyLimitFor, DEFAULT_BODY_LIMIT, LISTED_BODY_LIMITS } from '../plugins/body-limits';
import { MAX_JSON_DEPTH, MAX_JSON_NODES } from '../plugins/json-structure';
import { createUser, nextIp, ORIGIN } from '../test-accounts';
import { createTestApp } from '../test-app';
import { largestBody, largestEntryBatch } from './largest-body';
import { type OpenapiRoute, openapiRoutes, urlOf } from './openapi-routes';

/**
 * Hostile bodies and body limits, for every route of /api/openapi.json but the GETs, so a new
 * route is covered without a line here: bodies nested too deep, with too many values or over the
 * route's size limit are a 413 in our shape (signed in or not, before any handler runs), and every
 * route's limit holds the largest body its schema accepts while staying far below BODY_LIMIT.
 */
const ctx = await createTestApp({ env: { TOURNAMENTS_ENABLED: 'true' } });
const premium = await createUser(ctx, { premium: true });
const routes = (await openapiRoutes(ctx.app)).filter((route) => route.method !== 'GET');
afterAll(() => ctx.close());

const BODY_LIMIT = ctx.app.config.BODY_LIMIT;
/** The route as Fastify registered it: `/api/matches/:id`. */
const registered = (route: OpenapiRoute) => `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
const limitOf = (route: OpenapiRoute) => {
  const [method = '', url = ''] = registered(route).split(' ');
  return bodyLimitFor(method, url, BODY_LIMIT);
};
/** A JSON object of exactly `bytes` bytes: one string field padded out. */
const objectOfSize = (bytes: number) => `{"a":"${'x'.repeat(bytes - 8)}"}`;

const HOSTILE: [string, (route: OpenapiRoute) => string][] = [
  ['nesting one level too deep', () => `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`],
  ['1 MB of nesting', () => `${'['.repeat(499_000)}${']'.repeat(499_000)}`],
  ['one value too many', () => `[${Array(MAX_JSON_NODES).fill('0').join(',')}]`],
  ['1 MB of empty lists', () => `[${Array(330_000).fill('[]').join(',')}]`],
  ['a body one byte over the limit', (route) => objectOfSize(limitOf(route) + 1)],
];

/** A well-formed value for each path parameter: the body is refused before any of them is looked up. */
const pathParams = (route: OpenapiRoute) =>
  Object.fromEntries(route.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 'parametro-de-prueba']));

const send = (route: OpenapiRoute, payload: string, cookie?: string) =>
  ctx.app.inject({
    method: route.method,
    url: urlOf(route.path, pathParams(route)),
    payload,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: nextIp(),
  });

describe.each(routes.map((route) => [registered(route), route] as const))('%s', (_name, route) => {
  it.each(
    HOSTILE.flatMap(([kind, body]) => [
      [kind, 'visitor', body, undefined],
      [kind, 'premium', body, premium.cookie],
    ]) as [string, string, (route: OpenapiRoute) => string, string | undefined][],
  )('answers %s (as %s) with a 413 in our shape', async (_kind, _who, body, cookie) => {
    const response = await send(route, body(route), cookie);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'payload_too_large', message: expect.any(String) } });
  });

  it('takes a body of exactly its limit, which is far below BODY_LIMIT', async () => {
    const limit = limitOf(route);
    // A user of its own: this body may reach the handler, and sign-out ends every session.
    const user = await createUser(ctx, { premium: true });
    const response = await send(route, objectOfSize(limit), user.cookie);
    expect(response.statusCode, response.body.slice(0, 300)).not.toBe(413);
    expect(response.statusCode).toBeLessThan(500);
    expect(limit).toBeLessThanOrEqual(BODY_LIMIT / 8);
  });
});

describe('the table of body limits', () => {
  const withBodies = routes.flatMap((route) => (route.body ? [[registered(route), route, route.body] as const] : []));
  it.each(withBodies)('holds the largest body %s accepts, and lists it only when it must', (name, route, schema) => {
    const largest = largestBody(schema);
    const limit = limitOf(route);
    expect(largest, 'largest valid body').toBeLessThanOrEqual(limit);
    if (name in LISTED_BODY_LIMITS) {
      expect(largest, 'listed, yet the default would hold it').toBeGreaterThan(DEFAULT_BODY_LIMIT);
      expect(limit, 'more than twice its largest valid body').toBeLessThan(2 * largest);
    }
  });

  it('names only documented routes', () => {
    const documented = new Set(routes.map(registered));
    expect(Object.keys(LISTED_BODY_LIMITS).filter((route) => !documented.has(route))).toEqual([]);
  });

  it('holds the largest batch of entries a device may send, which the server stores', async () => {
    const api = matchesApi(ctx, await createUser(ctx));
    const matchId = await api.play();
    const entries = largestEntryBatch();
    const body = JSON.stringify({ entries });
    const route = routes.find((r) => registered(r) === 'POST /api/matches/:id/entries') as OpenapiRoute;
    expect(body.length).toBe(largestBody(route.body ?? {}));
    const response = await api.append(matchId, entries);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().stored).toBe(MAX_ENTRIES_PER_BATCH);
  });
});
