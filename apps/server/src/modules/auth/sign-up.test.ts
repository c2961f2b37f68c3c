import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, GOOD_PASSWORD, post, signUpForm } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { startStubServer } from '../../test-servers';
import { profilesRepository } from '../accounts/profiles.repository';
import { usersRepository } from '../accounts/users.repository';
import { outboxRepository } from '../mail/outbox.repository';

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex').toUpperCase();
/** Passwords the range stand-in treats specially; all meet the sign-up rule. */
const BREACHED = 'Password1!';
const SLOW = 'Tarda-Mucho-1';
const FAILING = 'Falla-Siempre-2';

let hibp: Awaited<ReturnType<typeof startStubServer>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  hibp = await startStubServer((request) => {
    const prefix = request.url.split('/').pop();
    if (prefix === sha1(BREACHED).slice(0, 5))
      return { body: `${sha1(BREACHED).slice(5)}:3\r\nABCDEF0123456789ABCDEF0123456789ABC:0` };
    if (prefix === sha1(SLOW).slice(0, 5)) return { body: `${sha1(SLOW).slice(5)}:9`, delayMs: 2500 };
    if (prefix === sha1(FAILING).slice(0, 5)) return { status: 500 };
    return { body: 'ABCDEF0123456789ABCDEF0123456789ABC:0' };
  });
  ctx = await createTestApp({ env: { HIBP_URL: hibp.url } });
});
afterAll(async () => {
  await ctx.close();
  await hibp.close();
});

const outbox = () => outboxRepository(ctx.database.db).latest(100);
const mailsTo = async (email: string) => (await outbox()).filter((mail) => mail.to === email);
const verifyLinkIn = (text: string) => {
  const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no verification link in: ${text}`);
  return link;
};

describe('POST /api/auth/sign-up', () => {
  it('creates the user and profile, sends no session, and e-mails a verification link in the form language', async () => {
    const form = signUpForm({ email: 'Nueva.Jugadora@Example.com', country: '' });
    const res = await post(ctx, '/api/auth/sign-up', form, { 'x-language': 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'verification_sent' });
    expect(res.headers['set-cookie']).toBeUndefined();

    const user = await usersRepository(ctx.database.db).findByEmail(form.email);
    expect(user?.email).toBe('nueva.jugadora@example.com');
    expect(await profilesRepository(ctx.database.db).find(user?.id ?? '')).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      username: form.username,
      age: 30,
      skillLevel: 'intermedio',
      sports: ['padel'],
      country: 'Mexico',
      state: 'Jalisco',
      city: 'Guadalajara',
      language: 'en',
      inDirectory: true,
    });
    const [mail] = await mailsTo('nueva.jugadora@example.com');
    expect(mail).toMatchObject({
      template: 'verification',
      locale: 'en',
      status: 'stored',
      subject: 'Confirm your email for Marcador',
    });
    expect(verifyLinkIn(mail?.text ?? '')).toContain('callbackURL=%2Fauth%2Fconfirm%3Fredirect_to%3D%2Fsetup');
  });

  it('follows the e-mailed link: verified, signed in, sent to /auth/confirm?redirect_to=/setup, welcomed', async () => {
    const form = signUpForm();
    await post(ctx, '/api/auth/sign-up', form);
    const [mail] = await mailsTo(form.email);
    const res = await ctx.app.inject({ method: 'GET', url: verifyLinkIn(mail?.text ?? '') });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/confirm?redirect_to=/setup');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesFrom(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: form.email, emailVerified: true });
    expect((await mailsTo(form.email)).map((m) => m.template)).toContain('welcome');
  });

  it('sends a premium sign-up on to checkout from the e-mailed link, on any device (decision 023)', async () => {
    const form = signUpForm();
    expect((await post(ctx, '/api/auth/sign-up', { ...form, intent: 'premium' })).statusCode).toBe(201);
    const [mail] = await mailsTo(form.email);
    const res = await ctx.app.inject({ method: 'GET', url: verifyLinkIn(mail?.text ?? '') });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/confirm?redirect_to=/premium-checkout');
  });

  it('refuses an unknown sign-up intent with a 400 and creates nothing', async () => {
    const form = signUpForm();
    const res = await post(ctx, '/api/auth/sign-up', { ...form, intent: 'https://evil.example/' });
    expect(res.statusCode).toBe(400);
    expect(await usersRepository(ctx.database.db).findByEmail(form.email)).toBeNull();
  });

  it.each([
    ['garbage', '/auth/confirm?redirect_to=/setup&error=invalid_token'],
    ['eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.forged', '/auth/confirm?redirect_to=/setup&error=invalid_token'],
  ])('redirects a bad link (%s) with a lower-case error code', async (token, location) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a callback off this site (no open redirect)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=x&callbackURL=//evil.example/',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers an already registered e-mail exactly like a new one, and tells the owner instead', async () => {
    const form = signUpForm();
    const first = await post(ctx, '/api/auth/sign-up', form);
    const again = await post(ctx, '/api/auth/sign-up', { ...signUpForm(), email: form.email.toUpperCase() });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['set-cookie']).toBe(first.headers['set-cookie']);
    expect((await mailsTo(form.email)).map((m) => m.template).sort()).toEqual(['account-exists', 'verification']);
  });

  const message = {
    weak: 'El password debe tener al menos 8 caracteres, una mayúscula, un número y un símbolo.',
    mismatch: 'Las contraseñas no coinciden',
    required: 'Por favor, completa los campos obligatorios: nombre, apellido, email y usuario.',
    sports: 'Selecciona al menos un deporte',
  };
  it.each<[string, Record<string, unknown>, string, string, Record<string, string>]>([
    [
      'a weak password',
      { password: 'abc', confirmPassword: 'abc' },
      'auth.errors.passwordWeak',
      message.weak,
      { password: message.weak },
    ],
    [
      'mismatched passwords',
      { confirmPassword: 'Otra-Cosa-9' },
      'auth.errors.passwordMismatch',
      message.mismatch,
      { confirmPassword: message.mismatch },
    ],
    [
      'a missing first name',
      { firstName: ' ' },
      'auth.errors.requiredFields',
      message.required,
      { firstName: message.required },
    ],
    ['a missing e-mail', { email: '' }, 'auth.errors.requiredFields', message.required, { email: message.required }],
    ['no sport', { sports: [] }, 'auth.errors.sportsRequired', message.sports, { sports: message.sports }],
    [
      'a bad username',
      { username: 'a b' },
      'auth.errors.usernameInvalid',
      'El usuario debe tener entre 3 y 30 caracteres: letras, números, _ . o -.',
      { username: 'El usuario debe tener entre 3 y 30 caracteres: letras, números, _ . o -.' },
    ],
    [
      'an age of 4',
      { age: 4 },
      'auth.errors.ageInvalid',
      'La edad debe ser un número entero entre 5 y 120.',
      { age: 'La edad debe ser un número entero entre 5 y 120.' },
    ],
    [
      'a malformed e-mail',
      { email: 'ana@' },
      'auth.errors.emailInvalid',
      'Ingresa un email válido.',
      { email: 'Ingresa un email válido.' },
    ],
  ])('refuses %s with the spec message', async (_label, change, key, text, fields) => {
    const form = signUpForm(change);
    const res = await post(ctx, '/api/auth/sign-up', form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', key, message: text, fields } });
    expect(await usersRepository(ctx.database.db).findByEmail(form.email)).toBeNull();
  });

  it('reports every broken rule at once, the required fields first, in English when asked', async () => {
    const res = await post(
      ctx,
      '/api/auth/sign-up',
      signUpForm({ lastName: '', password: 'x', confirmPassword: 'y', sports: [] }),
      {
        'accept-language': 'en-GB,en;q=0.8',
      },
    );
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      key: 'auth.errors.requiredFields',
      message: 'Please fill in the required fields: first name, last name, email and username.',
      fields: {
        lastName: 'Please fill in the required fields: first name, last name, email and username.',
        password: 'The password must have at least 8 characters, an uppercase letter, a number and a symbol.',
        confirmPassword: 'Passwords do not match',
        sports: 'Select at least one sport',
      },
    });
  });

  it('accepts passwords up to 128 characters and refuses longer ones', async () => {
    const long = `Aa1!${'x'.repeat(124)}`;
    expect(
      (await post(ctx, '/api/auth/sign-up', signUpForm({ password: long, confirmPassword: long }))).statusCode,
    ).toBe(201);
    const tooLong = `${long}x`;
    const res = await post(ctx, '/api/auth/sign-up', signUpForm({ password: tooLong, confirmPassword: tooLong }));
    expect(res.json().error).toMatchObject({
      key: 'auth.errors.passwordTooLong',
      message: 'El password no puede tener más de 128 caracteres.',
    });
  });

  it('keeps usernames unique regardless of case', async () => {
    const first = signUpForm();
    await post(ctx, '/api/auth/sign-up', first);
    const res = await post(ctx, '/api/auth/sign-up', signUpForm({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'username_taken',
      key: 'auth.errors.usernameTaken',
      message: 'Ese nombre de usuario ya está en uso. Elige otro.',
      fields: { username: 'Ese nombre de usuario ya está en uso. Elige otro.' },
    });
  });

  it('refuses a breached password with how often it was seen', async () => {
    const form = signUpForm({ password: BREACHED, confirmPassword: BREACHED });
    const res = await post(ctx, '/api/auth/sign-up', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'password_breached',
      key: 'auth.errors.passwordBreached',
      message: 'Tu contraseña aparece en filtraciones (3 veces). Elige otra diferente.',
    });
    expect(await usersRepository(ctx.database.db).findByEmail(form.email)).toBeNull();
  });

  it.each([
    ['not in the list', GOOD_PASSWORD],
    ['whose lookup fails', FAILING],
    ['whose lookup is slower than 1.5 s', SLOW],
  ])('accepts a password %s', async (_label, password) => {
    // The slow range does list its password, 2.5 s late: a 201 shows the lookup gave up at 1.5 s.
    // (No wall-clock assertion: timings belong in benchmarks, and a busy machine stretches them.)
    const res = await post(ctx, '/api/auth/sign-up', signUpForm({ password, confirmPassword: password }));
    expect(res.statusCode).toBe(201);
  });

  it('leaves no half account when the profile cannot be stored', async () => {
    const form = signUpForm({ username: 'rompe_perfil' });
    await ctx.database.db.execute(sql`
      create function refuse_profile() returns trigger language plpgsql as $$
      begin raise exception 'profile refused'; end $$`);
    await ctx.database.db.execute(sql`
      create trigger refuse_profile before insert on profiles
      for each row when (new.username = 'rompe_perfil') execute function refuse_profile()`);
    const res = await post(ctx, '/api/auth/sign-up', form);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(await usersRepository(ctx.database.db).findByEmail(form.email)).toBeNull();
    expect(await mailsTo(form.email)).toEqual([]);
  });

  it('limits sign-ups per e-mail to 5 in 10 minutes with a 429 and a clear message', async () => {
    const form = signUpForm({ sports: [] });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(ctx, '/api/auth/sign-up', form)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const res = await post(ctx, '/api/auth/sign-up', form);
    expect(res.json().error).toMatchObject({ code: 'rate_limited', key: 'auth.errors.rateLimited' });
    expect(res.json().error.message).toMatch(/^Demasiados intentos\. Intenta de nuevo en \d+ s\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
  });

  it('limits sign-ups per IP to 20 in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: signUpForm({ sports: [] }),
        headers: { origin: 'http://localhost:3000' },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
