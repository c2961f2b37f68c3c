import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createUser, ORIGIN, post, signIn, signUpForm } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { usersRepository } from '../accounts/users.repository';
import { outboxRepository } from '../mail/outbox.repository';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const setCookies = (header: string | string[] | undefined) => (Array.isArray(header) ? header : header ? [header] : []);

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with an httpOnly, SameSite=Lax session cookie and returns the user without the token', async () => {
    const user = await createUser(ctx);
    const res = await post(ctx, '/api/auth/sign-in/email', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: user.id, email: user.email, emailVerified: true } });
    const [cookie] = setCookies(res.headers['set-cookie']);
    expect(cookie).toMatch(/^marcador\.session_token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect((await me(cookiesFrom(res))).statusCode).toBe(200);
  });

  it('keeps the session for the browser session only with rememberMe false', async () => {
    const user = await createUser(ctx);
    const res = await post(ctx, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
      rememberMe: false,
    });
    const session = setCookies(res.headers['set-cookie']).find((c) => c.startsWith('marcador.session_token='));
    expect(session).not.toContain('Max-Age');
  });

  it.each([
    ['es', 'Credenciales incorrectas. Revisa tu email y contraseña.'],
    ['en', 'Incorrect credentials. Check your email and password.'],
  ])('answers a wrong password and an unknown e-mail alike (%s)', async (language, message) => {
    const user = await createUser(ctx);
    const wrongPassword = await post(
      ctx,
      '/api/auth/sign-in/email',
      { email: user.email, password: 'Otra-Clave-1' },
      { 'x-language': language },
    );
    const unknown = await post(
      ctx,
      '/api/auth/sign-in/email',
      { email: 'nadie@example.com', password: 'Otra-Clave-1' },
      { 'x-language': language },
    );
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid_credentials', key: 'auth.errors.invalidCredentials', message },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an unverified e-mail with 403 and sends a fresh verification link', async () => {
    const form = signUpForm();
    await post(ctx, '/api/auth/sign-up', form);
    const res = await post(ctx, '/api/auth/sign-in/email', { email: form.email, password: form.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'email_not_verified',
      key: 'auth.errors.emailNotVerified',
      message: 'Tu email aún no está confirmado. Te enviamos un nuevo enlace de confirmación.',
    });
    const sent = (await outboxRepository(ctx.database.db).latest(100)).filter((m) => m.to === form.email);
    expect(sent.map((m) => m.template)).toEqual(['verification', 'verification']);
  });

  it('accepts a 100-character passphrase', async () => {
    const passphrase = `Mi-Frase-Larga-1 ${'de tenis y padel '.repeat(5)}`.padEnd(100, 'x');
    const user = await createUser(ctx, { form: { password: passphrase, confirmPassword: passphrase } });
    expect(await signIn(ctx, user.email, passphrase)).toContain('marcador.session_token=');
  });

  it('limits attempts per e-mail to 5 a minute, from any address', async () => {
    const user = await createUser(ctx); // its sign-in is the first of the five
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: 'Mala-Clave-1' })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await post(
      ctx,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      { 'x-language': 'en' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
  });

  it('limits attempts per IP to 10 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `nadie${i}@example.com`, password: 'x' },
        headers: { origin: ORIGIN },
        remoteAddress: '198.51.100.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('signs out everywhere: every session of the user is revoked and the cookie cleared', async () => {
    const user = await createUser(ctx);
    const phone = await signIn(ctx, user.email, user.password);
    const res = await post(ctx, '/api/auth/sign-out', undefined, { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    expect(setCookies(res.headers['set-cookie']).find((c) => c.startsWith('marcador.session_token='))).toMatch(
      /Max-Age=0/,
    );
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('answers 200 and clears the cookie without a session too', async () => {
    const res = await post(ctx, '/api/auth/sign-out', undefined, { cookie: 'marcador.session_token=stale.value' });
    expect(res.statusCode).toBe(200);
    expect(setCookies(res.headers['set-cookie']).join()).toContain('Max-Age=0');
  });
});

describe('better-auth behind our routes', () => {
  it.each([
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/delete-user'],
    ['GET', '/api/auth/get-session'],
    ['GET', '/api/auth/list-sessions'],
  ] as const)('does not expose %s %s', async (method, url) => {
    const res = await ctx.app.inject({
      method,
      url,
      payload: method === 'POST' ? { email: 'x@example.com', password: 'Abcdefg1!', name: 'x' } : undefined,
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(await usersRepository(ctx.database.db).findByEmail('x@example.com')).toBeNull();
  });
});

describe('on https', () => {
  let secure: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    secure = await createTestApp({ env: { APP_URL: 'https://marcador.example' } });
  });
  afterAll(() => secure.close());

  it('marks the session cookie Secure (with the __Secure- prefix)', async () => {
    const form = signUpForm();
    const headers = { origin: 'https://marcador.example' };
    await secure.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: form, headers });
    const found = await usersRepository(secure.database.db).findByEmail(form.email);
    await usersRepository(secure.database.db).markEmailVerified(found?.id ?? '');
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: form.email, password: form.password },
      headers,
    });
    const [cookie] = setCookies(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Secure-marcador\.session_token=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });
});
