import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createUser, sendAs } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { backendKeys } from './backend-keys';

const SECRETS = {
  RECAPTCHA_SITE_KEY: 'site-key-for-the-debug-test',
  RECAPTCHA_SECRET: 'captcha-secret-never-shown',
  AUTH_SECRET: 'auth-secret-never-shown-0123456789abcdef',
};

describe('backendKeys', () => {
  it('counts each integration the configuration sets up', () => {
    const everything = loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: 'smtp://mail.example.com:587',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ID: 'price_x',
      TTS_URL: 'https://tts.example.com/v1/audio/speech',
      TTS_API_KEY: 'tts-key',
      ...SECRETS,
    });
    expect(backendKeys(everything)).toEqual({
      configured: 6,
      total: 6,
      integrations: [
        { name: 'smtp', configured: true },
        { name: 'stripe', configured: true },
        { name: 'captcha', configured: true },
        { name: 'tts', configured: true },
        { name: 'breachedPasswords', configured: true },
        { name: 'authSecret', configured: true },
      ],
    });
  });

  it('counts none on a bare install; the captcha bypass is not set up', () => {
    const bare = loadConfig({
      NODE_ENV: 'test',
      HIBP_URL: 'off',
      TTS_PROVIDER: 'off',
      RECAPTCHA_SITE_KEY: 'dev-bypass',
      RECAPTCHA_SECRET: 'x',
    });
    const keys = backendKeys(bare);
    expect(keys).toMatchObject({ configured: 0, total: 6 });
    expect(keys.integrations.every((integration) => !integration.configured)).toBe(true);
  });
});

describe('GET /api/backend-keys and /api/admin/backend-keys', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Not the captcha: with a real site key, the test accounts' sign-ups would need a token.
    ctx = await createTestApp({ env: { AUTH_SECRET: SECRETS.AUTH_SECRET } });
  });
  afterAll(() => ctx.close());

  it('tells anyone the counts only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/backend-keys' });
    expect(res.statusCode).toBe(200);
    // The auth secret only: no SMTP, Stripe, captcha, speech or breached-password lookup in tests.
    expect(res.json()).toEqual({ configured: 1, total: 6 });
  });

  it('tells admins which, never a value, and refuses everyone else', async () => {
    const admin = await createUser(ctx, { roles: ['admin'] });
    const res = await sendAs(ctx, admin)('GET', '/api/admin/backend-keys');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configured: 1, total: 6 });
    expect(res.json().integrations).toContainEqual({ name: 'authSecret', configured: true });
    expect(res.json().integrations).toContainEqual({ name: 'captcha', configured: false });
    expect(res.body).not.toContain(SECRETS.AUTH_SECRET);
    const player = await createUser(ctx);
    expect((await sendAs(ctx, player)('GET', '/api/admin/backend-keys')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/backend-keys' })).statusCode).toBe(401);
  });
});
