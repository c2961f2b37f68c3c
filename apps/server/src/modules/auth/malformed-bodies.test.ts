import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { BODY_LIMIT: '65536' } });
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

/** Every account route that reads a body (sign-out ignores any body, so it is not here). */
const routes = [
  ['POST', '/api/auth/sign-up'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/send-verification-email'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/account/password'],
  ['PATCH', '/api/profile'],
  ['PUT', '/api/email-settings'],
  ['POST', '/api/unsubscribe'],
  ['POST', '/api/admin/verify'],
  ['POST', '/api/admin/email-test'],
  ['POST', '/api/captcha/verify'],
] as const;

const json = { 'content-type': 'application/json' };
/** Bodies no route can accept: always a 4xx. */
const unacceptable: [string, string, Record<string, string>][] = [
  ['malformed JSON', '{"email":', json],
  ['a JSON array', '[1,2]', json],
  ['a JSON string', '"hola"', json],
  ['null', 'null', json],
  ['a body over the limit', JSON.stringify({ email: 'x'.repeat(70_000) }), json],
  ['an empty JSON body', '', json],
  ['plain text', 'email=a@b.co', { 'content-type': 'text/plain' }],
];
/** Bodies with bad values: a 4xx, or 2xx where a route ignores the fields it does not know. */
const badValues: [string, string, Record<string, string>][] = [
  ['wrong types', '{"email":1,"password":[],"token":{},"sports":"padel","age":"x","firstName":null,"area":5}', json],
  [
    'unknown sports and levels',
    '{"sports":["golf"],"skillLevel":"leyenda","email":"no-es-email","password":"x"}',
    json,
  ],
  [
    'huge strings',
    JSON.stringify({ email: 'a'.repeat(20_000), password: 'b'.repeat(20_000), token: 'c'.repeat(20_000) }),
    json,
  ],
];

const send = (method: (typeof routes)[number][0], url: string, payload: string, headers: Record<string, string>) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, origin: ORIGIN, cookie: admin.cookie },
    remoteAddress: nextIp(),
  });

describe('malformed bodies to account routes', () => {
  const table = (bodies: typeof unacceptable) =>
    routes.flatMap(([method, url]) =>
      bodies.map(([label, payload, headers]) => [method, url, label, payload, headers] as const),
    );

  it.each(table(unacceptable))('%s %s with %s answers 4xx JSON', async (method, url, _label, payload, headers) => {
    const res = await send(method, url, payload, headers);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().error).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
  });

  it.each(table(badValues))('%s %s with %s answers JSON, never 500', async (method, url, _label, payload, headers) => {
    const res = await send(method, url, payload, headers);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    if (res.statusCode >= 400) expect(res.json().error.code).toEqual(expect.any(String));
  });

  it.each([
    ['no token', '/api/auth/verify-email'],
    ['a huge token', `/api/auth/verify-email?token=${'x'.repeat(5000)}`],
    ['a repeated token', '/api/auth/verify-email?token=a&token=b'],
  ])('GET verify-email with %s answers 4xx JSON', async (_label, url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toEqual(expect.any(String));
  });
});
