import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test-accounts';
import { createTestApp } from '../test-app';
import { type ListeningApp, listenOnLoopback } from '../test-http';
import { nonCanonicalReason } from './canonical-path';

describe('nonCanonicalReason', () => {
  it.each([
    '/',
    '/api/profile',
    '/api/venues?q=Caf%C3%A9%20%2F%20Bar&x=%61',
    '/auth?redirect=//evil.test/../x',
    '/jugadores/Pe%C3%B1a%20Soler',
    '/api/matches/a%2Fb',
    '/api/matches/100%25',
    '/assets/app-abc123.js',
    '/.well-known/security.txt',
    '/a..b/...',
  ])('takes %s as it is', (target) => {
    expect(nonCanonicalReason(target)).toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1:3000/api/profile', 'not a path'],
    ['HTTPS://evil.test/api/profile', 'not a path'],
    ['*', 'not a path'],
    ['evil.test/api/profile', 'not a path'],
    ['/%61pi/profile', 'percent-encoded'],
    ['/api/profil%45', 'percent-encoded'],
    ['/api/%7Euser', 'percent-encoded'],
    ['/api/%5f%2d%30', 'percent-encoded'],
    ['/api/%2e%2e/profile', 'percent-encoded'],
    ['//api/profile', 'empty segment'],
    ['/api//profile', 'empty segment'],
    ['/api/./profile', 'dot segment'],
    ['/api/x/../profile', 'dot segment'],
    ['/api/..', 'dot segment'],
    ['/api\\profile', 'backslash'],
    ['/api/profile#x?y', 'fragment'],
  ])('refuses %s (%s)', (target, reason) => {
    expect(nonCanonicalReason(target)).toContain(reason);
  });
});

/** Through a real socket: `app.inject` would rewrite some of these targets before the server saw them. */
describe('the canonical-path check on a running server', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let server: ListeningApp;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createUser(ctx);
    server = await listenOnLoopback(ctx.app);
  });
  afterAll(() => ctx.close());

  it.each([
    ['/%61pi/health'],
    ['/api/%68ealth'],
    ['//api/health'],
    ['/api/./health'],
    ['/api/x/../health'],
    ['/api/health/.'],
  ])('answers GET %s with 400 non_canonical_url in our shape, with the security headers', async (target) => {
    const answer = await server.send({ method: 'GET', target });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'non_canonical_url', message: expect.stringContaining('plain form') },
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an absolute-form target with 400, whatever host it names', async () => {
    for (const target of [`${server.origin}/api/health`, 'http://evil.test/api/health']) {
      const answer = await server.send({ method: 'GET', target });
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body).error.code).toBe('non_canonical_url');
    }
  });

  const setCity = (target: string, city: string) =>
    server.send({ method: 'PATCH', target, headers: { origin: server.origin, cookie: user.cookie }, body: { city } });

  it('refuses a same-origin write at another spelling before it runs, and takes it at the plain address', async () => {
    expect((await setCity('/api/%70rofile', 'Villa Tomada')).status).toBe(400);
    const me = await server.send({ method: 'GET', target: '/api/me', headers: { cookie: user.cookie } });
    expect(JSON.parse(me.body).profile.city).toBe('Guadalajara');
    const plain = await setCity('/api/profile', 'Sevilla');
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body).profile.city).toBe('Sevilla');
  });

  it('serves what legitimately needs encoding: a query with encoded characters, an encoded path parameter', async () => {
    const search = await server.send({
      method: 'GET',
      target: '/api/venues?q=Caf%C3%A9%20%2F%20Bar',
      headers: { cookie: user.cookie },
    });
    expect(search.status).toBe(200);
    const verify = await server.send({ method: 'GET', target: '/api/auth/verify-email?token=x&callbackURL=%2Fauth' });
    expect(verify.status).toBe(302);
    // Not an id anyone issued: refused or not found by the route, not by the address check.
    const match = await server.send({
      method: 'GET',
      target: '/api/matches/a%20b%2Fc',
      headers: { cookie: user.cookie },
    });
    expect(match.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(match.body).error.code).not.toBe('non_canonical_url');
  });
});
