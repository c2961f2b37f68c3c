import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createUser, nextIp, ORIGIN, post, signUpVerified, type TestUser } from '../test-accounts';
import { createTestApp } from '../test-app';
import { listenOnLoopback } from '../test-http';
import { openapiRoutes, urlOf } from './openapi-routes';
import { otherSpellings } from './other-spellings';
import { ROUTE_ACCESS } from './route-access';

/** Sign-in rate limits, session cookies, security headers, and no server secret in the web bundle. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
/** A one-file web app, so the headers of the pages the server serves are checked too. */
let shellRoot: string;
beforeAll(async () => {
  shellRoot = mkdtempSync(join(tmpdir(), 'marcador-shell-'));
  writeFileSync(join(shellRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await createTestApp({ webRoot: shellRoot });
  user = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(shellRoot, { recursive: true, force: true });
});

const signIn = (email: string, password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { origin: ORIGIN },
    remoteAddress: ip,
  });

const setCookies = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
};

describe('sign-in rate limits', () => {
  it('refuses the 11th attempt from one address within a minute, with Retry-After', async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // A different unknown account each time, so only the per-address limit can trip.
      const response = await signIn(`nadie${attempt}@example.com`, 'Mala-clave1', ip);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await signIn(user.email, user.password, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.code).toBe('rate_limited');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await signIn(user.email, user.password, nextIp())).statusCode).toBe(200);
  });

  it('refuses the 6th attempt on one account within a minute, from any address', async () => {
    const target = await createUser(ctx); // signing the user in was attempt 1
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await signIn(target.email, 'Mala-clave1', nextIp())).statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect((await signIn(target.email, target.password, nextIp())).statusCode).toBe(429);
  });
});

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, on the whole site', async () => {
    const response = await signIn(user.email, user.password, nextIp());
    const cookies = setCookies(response);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
    }
  });

  it('are also Secure (and __Secure- prefixed) when the app is served over https', async () => {
    const secure = await createTestApp({ env: { APP_URL: 'https://marcador.example' } });
    try {
      const { form } = await signUpVerified(secure);
      const response = await post(secure, '/api/auth/sign-in/email', { email: form.email, password: form.password });
      expect(response.statusCode).toBe(200);
      for (const cookie of setCookies(response)) {
        expect(cookie).toMatch(/^__Secure-/);
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*HttpOnly/i);
      }
    } finally {
      await secure.close();
    }
  });

  it('end with sign-out: the old cookie no longer opens the session', async () => {
    const account = await createUser(ctx);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: ORIGIN, cookie: account.cookie },
      remoteAddress: nextIp(),
    });
    expect(out.statusCode).toBe(200);
    expect(cookiesFrom(out)).toBe('');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it.each([
    ['the web app', '/'],
    ['a page of the web app', '/setup'],
    ['an API answer', '/api/health'],
    ['an API refusal', '/api/me'],
    ['an unknown API route', '/api/no-such-route'],
  ])('are on %s', async (_name, url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['a signed-in read', '/api/me', true],
    ['a refusal', '/api/me', false],
    ['a public answer', '/api/health', false],
    ['an unknown API route', '/api/no-such-route', false],
  ])('keep every API answer out of caches: %s', async (_name, url, signedIn) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: signedIn ? { cookie: user.cookie } : {} });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answer a request another site makes with our cookie: 403, nothing done', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { city: 'Elsewhere' },
      headers: { origin: 'https://evil.example', cookie: user.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('invalid_origin');
  });
});

/**
 * The CSRF refusal reads no address (decision 016): every state-changing route of /api/openapi.json,
 * at its plain address and at every other spelling (`/%61pi/...`, `//api/...`, dot segments, the
 * absolute form...), through a real socket since `app.inject` rewrites some of them. Which requests
 * change nothing is route-access.test.ts's part.
 */
describe('another site with our cookie, at any spelling of a state-changing address', () => {
  it('gets 403 invalid_origin with the security headers, for every route', async () => {
    const server = await listenOnLoopback(ctx.app);
    // A route authorised by a signed token opts out of the origin check; route-access.test.ts covers it.
    const optedOut = new Set(ROUTE_ACCESS.filter((row) => row.originCheck === false).map((row) => row.path));
    const writes = (await openapiRoutes(ctx.app)).filter(
      (route) => route.method !== 'GET' && !optedOut.has(route.path),
    );
    expect(writes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const route of writes) {
      const params = route.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 'x']);
      const plain = urlOf(route.path, Object.fromEntries(params));
      for (const { name, target } of [{ name: 'plain', target: plain }, ...otherSpellings(plain, server.origin)]) {
        const answer = await server.send({
          method: route.method,
          target,
          headers: { origin: 'https://evil.example', cookie: user.cookie },
          body: {},
        });
        const code = answer.status === 403 ? JSON.parse(answer.body).error.code : undefined;
        const csp = String(answer.headers['content-security-policy']);
        if (code !== 'invalid_origin' || !csp.includes("default-src 'self'")) {
          wrong.push(`${route.method} ${name} ${target}: ${answer.status} ${answer.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('errors', () => {
  it.each([
    ['a broken percent-encoding', '/api/matches/%E0%A4%A'],
    ['an over-long path parameter', `/api/matches/${'a'.repeat(5_000)}`],
    ['NUL in a query', '/api/venues?q=%00'],
  ])('answer %s with a 4xx in our shape, without internals', async (_name, url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(response.body).not.toMatch(/FST_|stack|node_modules/);
  });

  it('never refuse an address the contract accepts as too long: every path parameter fits the router', async () => {
    // The router answers 414 past this length before any schema is read (plugins/framework-errors.ts).
    const limit = ctx.app.initialConfig.maxParamLength;
    expect(limit).toBeGreaterThan(0);
    const unbounded = (await openapiRoutes(ctx.app)).flatMap((route) =>
      route.parameters
        .filter((p) => p.in === 'path' && !((p.schema?.maxLength ?? Number.POSITIVE_INFINITY) <= (limit ?? 0)))
        .map((p) => `${route.method} ${route.path}: {${p.name}} up to ${p.schema?.maxLength ?? 'any length'}`),
    );
    expect(unbounded).toEqual([]);
  });
});

/**
 * The web bundle is built here with every server secret set to a recognisable value in the build's
 * environment: anything that carried environment into the bundle (a `define`, a widened envPrefix,
 * a shared module reading process.env) would show up in the output, maps included. Building takes
 * some seconds; scanning an existing dist would prove nothing, as it was built without secrets.
 */
describe('the built web app', () => {
  const SECRETS = {
    AUTH_SECRET: 'sentinel-auth-secret-9f2c1d7a4b6e8f0a1c3e5d7b',
    TTS_API_KEY: 'sentinel-tts-key-4e1a',
    SMTP_URL: 'smtp://mailer:sentinel-smtp-pass-7c2d@127.0.0.1:2525',
    STRIPE_SECRET_KEY: 'sk_test_sentinel51c9e',
    STRIPE_WEBHOOK_SECRET: 'whsec_sentinel0b7d',
    RECAPTCHA_SECRET: 'sentinel-recaptcha-secret-3a9e',
    DATABASE_URL: 'postgres://marcador:sentinel-db-pass-2f8b@127.0.0.1:5432/marcador',
  };
  const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));
  let outDir: string;
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'marcador-secrets-build-'));
    const build = spawnSync(
      join(webRoot, '../../node_modules/.bin/vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: webRoot, env: { ...process.env, ...SECRETS }, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });

  it('contains no server secret, in any emitted file', () => {
    const files = filesUnder(outDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const secretParts = Object.values(SECRETS).map((value) => /sentinel[\w-]*/.exec(value)?.[0] ?? value);
    const leaks = files.flatMap((file) => {
      const text = readFileSync(file, 'latin1');
      return secretParts.filter((part) => text.includes(part)).map((part) => `${file}: ${part}`);
    });
    expect(leaks).toEqual([]);
  });

  it('names no server-only setting (the web app never reads the server environment)', () => {
    const names = [...Object.keys(SECRETS), 'process.env'];
    const hits = filesUnder(outDir)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => names.filter((name) => readFileSync(file, 'utf8').includes(name)).map((n) => `${file}: ${n}`));
    expect(hits).toEqual([]);
  });
});
