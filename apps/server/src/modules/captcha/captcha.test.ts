import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { post, signUpForm } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { type StubAnswer, startStubServer } from '../../test-servers';
import { captchaDevMode, verifyCaptcha } from './captcha-verifier';

/** The siteverify stand-in answers by token: good, bad, slow, broken (500), garbage (not JSON). */
const answers: Record<string, StubAnswer> = {
  good: { body: '{"success":true}' },
  bad: { body: '{"success":false,"error-codes":["invalid-input-response"]}' },
  slow: { body: '{"success":false}', delayMs: 600 },
  broken: { status: 500, body: 'oops' },
  garbage: { body: '<html>' },
};
let stub: Awaited<ReturnType<typeof startStubServer>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  stub = await startStubServer(
    (request) => answers[new URLSearchParams(request.body).get('response') ?? ''] ?? { status: 400 },
  );
  ctx = await createTestApp({
    env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret', RECAPTCHA_VERIFY_URL: `${stub.url}/siteverify` },
  });
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

describe('verifyCaptcha', () => {
  it('posts secret, token and client IP to the verify URL', async () => {
    await verifyCaptcha(ctx.app.config, 'good', '203.0.113.9');
    const sent = new URLSearchParams(stub.requests.at(-1)?.body);
    expect(Object.fromEntries(sent)).toEqual({ secret: 'secret', response: 'good', remoteip: '203.0.113.9' });
  });

  it.each([
    ['a confirmed token passes', 'good', 'passed'],
    ['a definite success:false rejects', 'bad', 'rejected'],
    ['a missing token rejects', undefined, 'rejected'],
    ['a server error is a failed call: bypassed', 'broken', 'bypassed'],
    ['a non-JSON answer is a failed call: bypassed', 'garbage', 'bypassed'],
  ])('%s', async (_label, token, outcome) => {
    expect(await verifyCaptcha(ctx.app.config, token, '127.0.0.1')).toBe(outcome);
  });

  it('bypasses when the service is slower than the timeout or unreachable', async () => {
    expect(await verifyCaptcha(ctx.app.config, 'slow', '127.0.0.1', 100)).toBe('bypassed');
    const unreachable = { ...ctx.app.config, RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' };
    expect(await verifyCaptcha(unreachable, 'good', '127.0.0.1')).toBe('bypassed');
  });

  it.each([
    [{}, true],
    [{ RECAPTCHA_SITE_KEY: 'dev-bypass', RECAPTCHA_SECRET: 'secret' }, true],
    [{ RECAPTCHA_SITE_KEY: 'site-key' }, false],
  ])('devMode for %j is %s, and devMode never asks the service', async (env, devMode) => {
    const config = loadConfig({ ...env, RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/x' });
    expect(captchaDevMode(config)).toBe(devMode);
    if (devMode) expect(await verifyCaptcha(config, undefined, '127.0.0.1')).toBe('bypassed');
  });
});

describe('captcha routes', () => {
  it('GET /api/captcha/config gives the site key and devMode', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(res.json()).toEqual({ siteKey: 'site-key', devMode: false });
  });

  it.each([
    ['good', true],
    ['bad', false],
    ['broken', true],
  ])('POST /api/captcha/verify with %s -> success %s', async (token, success) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/captcha/verify', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success });
  });
});

describe('sign-up with captcha on', () => {
  it.each([
    ['a confirmed token', 'good', 201],
    ['an unreachable-service answer (bypass)', 'broken', 201],
    ['a rejected token', 'bad', 400],
    ['no token', undefined, 400],
  ])('%s -> %i', async (_label, captchaToken, status) => {
    const res = await post(ctx, '/api/auth/sign-up', signUpForm({ captchaToken }));
    expect(res.statusCode).toBe(status);
    if (status === 400) {
      expect(res.json().error).toMatchObject({
        code: 'captcha_failed',
        key: 'auth.errors.captchaFailed',
        message: 'No pudimos comprobar que no eres un robot. Inténtalo de nuevo.',
      });
    }
  });
});
