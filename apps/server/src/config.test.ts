import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, stripeSettings } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      TOURNAMENTS_ENABLED: false,
      VOICE_ENABLED: true,
      COURT_ADMIN_ENABLED: true,
      PREMIUM_ENABLED: true,
      NODE_ENV: 'production',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads flags and numbers from strings', () => {
    const config = loadConfig({ PORT: '8080', TOURNAMENTS_ENABLED: 'true', VOICE_ENABLED: '0' });
    expect(config.PORT).toBe(8080);
    expect(config.TOURNAMENTS_ENABLED).toBe(true);
    expect(config.VOICE_ENABLED).toBe(false);
  });

  it('accepts off for the breached-password check and defaults the captcha verify URL', () => {
    expect(loadConfig({ HIBP_URL: 'off' }).HIBP_URL).toBe('off');
    expect(loadConfig({}).RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'PORT="abc" — expected a port number'],
    ['PORT', '70000', 'PORT="70000"'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL="mysql://x" — expected a postgres:// or postgresql:// URL'],
    ['TOURNAMENTS_ENABLED', 'yes', 'TOURNAMENTS_ENABLED="yes" — expected true or false'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL="http://mail" — expected an smtp:// or smtps:// URL'],
    ['APP_URL', 'not a url', 'APP_URL="not a url" — expected a URL'],
    ['AUTH_SECRET', 'short', 'AUTH_SECRET="short" — expected at least 32 characters'],
    ['HIBP_URL', 'nope', 'HIBP_URL="nope" — expected a URL or off'],
    ['RECAPTCHA_VERIFY_URL', 'nope', 'RECAPTCHA_VERIFY_URL="nope" — expected a URL'],
  ])('rejects %s=%s with one clear line', (name, value, expected) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(`Invalid configuration: ${expected}`);
  });
});

describe('Stripe', () => {
  const all = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' };

  it('is on with all three variables and off with none', () => {
    expect(stripeSettings(loadConfig(all))).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceId: 'price_1',
      apiBase: undefined,
    });
    expect(stripeSettings(loadConfig({}))).toBeUndefined();
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID missing'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_PRICE_ID missing'],
    [{ STRIPE_PRICE_ID: 'price_1' }, 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET missing'],
  ])('refuses a partial set %o with one line naming the missing ones', (env, missing) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain(missing);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, so clients cannot choose their address for rate limits', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});
