import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { TOURNAMENTS_ENABLED: 'true', RECAPTCHA_SITE_KEY: 'site-key' } });
});
afterAll(() => ctx.close());

describe('system routes', () => {
  it('GET /api/health reports the database and version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('GET /api/config gives flags and the captcha site key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      flags: { tournaments: true, voice: true, courtAdmin: true, premium: true },
      captchaSiteKey: 'site-key',
    });
  });

  it('unknown /api routes answer 404 in the JSON error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no-such-route' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('GET /api/openapi.json documents every API route from the zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config', '/api/contact']));
    expect(doc.paths['/api/contact'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'message']),
    );
  });

  it('sends security headers with a CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('reports a degraded database as 503', async () => {
    const { app, database } = await createTestApp();
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: false });
    expect(res.headers['retry-after']).toBe('5');
    await app.close();
  });

  it('allows Google reCAPTCHA in the CSP only when a real site key is configured', async () => {
    const csp = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(csp).toContain("frame-src 'self' https://www.google.com https://recaptcha.google.com");
    const plain = await createTestApp({ env: { RECAPTCHA_SITE_KEY: 'dev-bypass' } });
    const plainCsp = (await plain.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(plainCsp).toContain("script-src 'self';");
    await plain.close();
  });
});
