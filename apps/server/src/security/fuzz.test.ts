import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { nonCanonicalReason } from '../plugins/canonical-path';
import { createUser, nextIp, ORIGIN } from '../test-accounts';
import { createTestApp } from '../test-app';
import { listenOnLoopback } from '../test-http';
import { startStubServer } from '../test-servers';
import { type OpenapiRoute, openapiRoutes, urlOf } from './openapi-routes';
import { otherSpelling } from './other-spellings';
import { conforming, queryValue, wrongType } from './schema-arbitraries';

/**
 * Fuzzing: for every route of /api/openapi.json, generated bodies, path parameters and query
 * strings, derived from the route's documented schemas so a new route is covered without a line
 * here. Signed in (Premium) and signed out, no answer is a 5xx, every refusal is our JSON error
 * body, and requests that break the schema (`mustFail`) are refused with a 4xx.
 */
// Speech goes to a stand-in that always answers audio, so POST /api/tts reaches its handler.
const speech = await startStubServer(() => ({ body: 'ID3-audio', contentType: 'audio/mpeg' }));
const ctx = await createTestApp({ env: { TTS_PROVIDER: 'openai', TTS_URL: speech.url, TOURNAMENTS_ENABLED: 'true' } });
const premium = await createUser(ctx, { premium: true });
const routes = await openapiRoutes(ctx.app);
// Other spellings of addresses go through a real socket: `app.inject` rewrites some of them.
const server = await listenOnLoopback(ctx.app);
afterAll(async () => {
  await ctx.close();
  await speech.close();
});

/** Runs per route and caller: enough to meet every kind of case, small enough for 2 shared cores (FUZZ_RUNS=500 for a deeper hunt). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const BODY_LIMIT = ctx.app.config.BODY_LIMIT;

interface FuzzCase {
  kind: string;
  params: Record<string, string>;
  /** Replaces the path as sent (for parameters no encoder would produce, such as a bare `%`). */
  rawUrl?: string;
  query?: string;
  payload?: string;
  contentType?: string;
  /** The request breaks the documented schema: it must be refused (4xx). */
  mustFail: boolean;
}

const json = (value: unknown) => JSON.stringify(value);
const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const INVALID_JSON = ['{', '{"a":', '[1,]', "{'a':1}", 'nul', '{"a":1}}', '\u0000', '{"a":"\\x"}'];
const POISONED_JSON = ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'];
/** Nesting far deeper than any body of ours, written as text (building it as a value would overflow the stack first). */
const DEEP_JSON = `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
const FOREIGN_TYPES = ['application/xml', 'text/csv', 'application/octet-stream', 'image/png'];
const PATH_PARAMS = ['', '.', '..', ' ', '\u0000', '💥', 'a'.repeat(5_000), "1' OR '1'='1", '../../api/me'];
const RAW_PATH_PARAMS = ['%', '%ZZ', '%E0%A4%A', '%00', '%2F..%2F'];

function bodyCases(route: OpenapiRoute, params: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<FuzzCase>[] {
  const schema = route.body;
  if (!schema) return [];
  const base = conforming(schema);
  const object = (value: unknown) => (typeof value === 'object' && value !== null ? value : {});
  const send = (kind: string, mustFail: boolean) => (parts: [Record<string, string>, unknown]) => ({
    kind,
    params: parts[0],
    payload: json(parts[1]),
    contentType: 'application/json',
    mustFail,
  });
  const cases: fc.Arbitrary<FuzzCase>[] = [
    fc.tuple(params, base).map(send('conforming body', false)),
    fc
      .tuple(params, fc.tuple(base, fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))))
      .map(([p, [value, extra]]) => send('extra fields', false)([p, { ...extra, ...object(value) }])),
    fc
      .tuple(params, fc.constantFrom<unknown>(17, 'texto', true, [], [1, 2], null))
      .map(send('body of the wrong type', true)),
    // Refused before parsing (413), even where unknown fields would be ignored (hostile-bodies.test.ts).
    params.map((p) => ({
      kind: 'deep nesting',
      params: p,
      payload: DEEP_JSON,
      contentType: 'application/json',
      mustFail: true,
    })),
    params.map((p) => ({
      kind: 'body over the size limit',
      params: p,
      payload: json({ a: 'x'.repeat(BODY_LIMIT) }),
      contentType: 'application/json',
      mustFail: true,
    })),
  ];
  const properties = Object.entries(schema.properties ?? {});
  const wrongFields = properties.flatMap(([key, property]) => {
    const wrong = wrongType(property);
    return wrong ? [fc.tuple(base, fc.constant(key), wrong)] : [];
  });
  if (wrongFields.length > 0) {
    cases.push(
      fc
        .tuple(params, fc.oneof(...wrongFields))
        .map(([p, [value, key, bad]]) =>
          send(`field ${key} of the wrong type`, true)([p, { ...object(value), [key]: bad }]),
        ),
    );
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    cases.push(
      fc.tuple(params, base, fc.constantFrom(...required)).map(([p, value, key]) => {
        const { [key]: _dropped, ...rest } = object(value) as Record<string, unknown>;
        return send(`required field ${key} missing`, true)([p, rest]);
      }),
    );
  }
  return cases;
}

/** Bodies no JSON parser or content-type parser of ours accepts, for every route that may take a body. */
function rawCases(route: OpenapiRoute, params: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<FuzzCase>[] {
  if (route.method === 'GET') return [];
  // text/plain is parsed by Fastify; it is only surely refused where a JSON schema awaits the body.
  const foreign = route.body ? [...FOREIGN_TYPES, 'text/plain'] : FOREIGN_TYPES;
  return [
    fc
      .tuple(
        params,
        fc.oneof(
          fc.constantFrom(...INVALID_JSON),
          fc.string().filter((text) => !isJson(text)),
        ),
      )
      .map(([p, payload]) => ({
        kind: 'invalid JSON',
        params: p,
        payload,
        contentType: 'application/json',
        mustFail: true,
      })),
    fc.tuple(params, fc.constantFrom(...POISONED_JSON)).map(([p, payload]) => ({
      kind: 'prototype poisoning',
      params: p,
      payload,
      contentType: 'application/json',
      mustFail: true,
    })),
    fc.tuple(params, fc.constantFrom(...foreign)).map(([p, contentType]) => ({
      kind: `content type ${contentType}`,
      params: p,
      payload: 'a=1&<b/>',
      contentType,
      mustFail: true,
    })),
  ];
}

/** Path parameters no one issued: refused or not found, never obeyed. */
function paramCases(route: OpenapiRoute): fc.Arbitrary<FuzzCase>[] {
  const names = route.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  if (names.length === 0) return [];
  const value = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom(...PATH_PARAMS));
  const raw = fc.constantFrom(...RAW_PATH_PARAMS);
  return [
    fc.tuple(...names.map(() => value)).map((values) => ({
      kind: 'path parameter',
      params: Object.fromEntries(names.map((name, i) => [name, values[i] ?? ''])),
      mustFail: true,
    })),
    raw.map((bad) => ({
      kind: `raw path parameter ${bad}`,
      params: {},
      rawUrl: route.path.replace(/\{\w+\}/g, bad),
      mustFail: true,
    })),
  ];
}

/** Query strings from the documented parameters, plus keys and repeats nobody documented. */
function queryCases(route: OpenapiRoute, params: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<FuzzCase>[] {
  const documented = route.parameters.filter((p) => p.in === 'query');
  // A mutation without documented query parameters would ignore the query and run: nothing to fuzz.
  if (documented.length === 0 && route.method !== 'GET') return [];
  const pairs = fc.tuple(
    ...documented.map((p) =>
      fc.option(
        queryValue(p.schema ?? {}).map((v) => ({ ...v, name: p.name })),
        { nil: undefined },
      ),
    ),
  );
  const garbage = fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 20 })), {
    maxLength: 3,
  });
  return [
    fc.tuple(params, pairs, garbage, fc.boolean()).map(([p, chosen, extra, repeat]) => {
      const given = chosen.filter((v) => v !== undefined);
      const search = new URLSearchParams([...given.map((v) => [v.name, v.value] as [string, string]), ...extra]);
      const first = given[0];
      // A documented key given twice arrives as a list, which no scalar parameter accepts.
      if (repeat && first) search.append(first.name, first.value);
      return {
        kind: 'query string',
        params: p,
        query: search.toString(),
        mustFail: given.some((v) => v.mustFail) || (repeat && first !== undefined),
      };
    }),
  ];
}

function casesFor(route: OpenapiRoute): fc.Arbitrary<FuzzCase> {
  const pathParams = route.parameters.filter((p) => p.in === 'path');
  const params = fc
    .tuple(...pathParams.map((p) => conforming({ ...p.schema, type: 'string' })))
    .map((values) => Object.fromEntries(pathParams.map((p, i) => [p.name, String(values[i])])));
  const cases = [
    ...bodyCases(route, params),
    ...rawCases(route, params),
    ...paramCases(route),
    ...queryCases(route, params),
  ];
  return fc.oneof(...cases);
}

function urlFor(route: OpenapiRoute, fuzz: FuzzCase): string {
  let url = fuzz.rawUrl;
  if (url === undefined) {
    try {
      url = urlOf(route.path, fuzz.params);
    } catch {
      url = route.path;
    }
  }
  return fuzz.query ? `${url}?${fuzz.query}` : url;
}

/** True when `text` can be written in a URL (no lone UTF-16 surrogates). */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  it('at a generated non-canonical spelling of its address, from our own page: 400 non_canonical_url, nothing run', async () => {
    const pathParams = route.parameters.filter((p) => p.in === 'path');
    const params = fc
      .tuple(...pathParams.map((p) => conforming({ ...p.schema, type: 'string' })))
      // A lone surrogate has no URL spelling at all: no client can send it, so it is not a case.
      .filter((values) => values.every((value) => encodable(String(value))))
      .map((values) => urlOf(route.path, Object.fromEntries(pathParams.map((p, i) => [p.name, String(values[i])]))));
    const body = route.body ? conforming(route.body) : fc.constant(undefined);
    const spelt = params.chain((plain) => fc.tuple(otherSpelling(plain, server.origin), body));
    await fc.assert(
      fc.asyncProperty(spelt, async ([target, payload]) => {
        const answer = await server.send({
          method: route.method,
          target,
          headers: { origin: server.origin, cookie: premium.cookie },
          ...(payload === undefined ? {} : { body: payload }),
        });
        const where = `${target}: ${answer.status} ${answer.body.slice(0, 300)}`;
        expect(answer.status, where).toBe(400);
        expect(bodyOf(answer.body), where).toMatchObject({ error: { code: 'non_canonical_url' } });
      }),
      { numRuns: RUNS },
    );
  });

  it.each([
    ['premium', premium.cookie],
    ['visitor', undefined],
  ])('as %s: malformed input gets a 4xx JSON error, nothing gets a 5xx', async (_who, cookie) => {
    await fc.assert(
      fc.asyncProperty(casesFor(route), async (fuzz) => {
        const url = urlFor(route, fuzz);
        // app.inject resolves dot segments before routing (`/api/venues/../players` would reach GET
        // /api/players); a client's request line keeps them, as the socket sends it.
        const response =
          nonCanonicalReason(url) !== undefined && fuzz.payload === undefined
            ? await server.send({
                method: route.method,
                target: url,
                headers: { origin: server.origin, ...(cookie ? { cookie } : {}) },
              })
            : await ctx.app
                .inject({
                  method: route.method,
                  url,
                  ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
                  headers: {
                    origin: ORIGIN,
                    ...(fuzz.contentType ? { 'content-type': fuzz.contentType } : {}),
                    ...(cookie ? { cookie } : {}),
                  },
                  remoteAddress: nextIp(),
                })
                .then((answer) => ({ status: answer.statusCode, body: answer.body }));
        const status = response.status;
        const where = `${fuzz.kind}: ${status} ${response.body.slice(0, 300)}`;
        expect(status, where).toBeLessThan(500);
        if (fuzz.mustFail) expect(status, where).toBeGreaterThanOrEqual(400);
        if (status >= 400) {
          expect(bodyOf(response.body), where).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
        }
      }),
      { numRuns: RUNS },
    );
  });
});
