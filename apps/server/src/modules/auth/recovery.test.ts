import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createUser, ORIGIN, post, signUpForm } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { usersRepository } from '../accounts/users.repository';
import { outboxRepository } from '../mail/outbox.repository';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The e-mails to `email`, once the work started by earlier requests (reset requests) is done. */
const mailsTo = async (email: string) => {
  await ctx.app.background.idle();
  return (await outboxRepository(ctx.database.db).latest(100)).filter((mail) => mail.to === email);
};
const resetTokenFor = async (email: string) => {
  const mail = (await mailsTo(email)).find((m) => m.template === 'password-reset');
  const token = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link');
  return token;
};
const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const NEW_PASSWORD = 'Nueva-Clave-77';

describe('POST /api/auth/request-password-reset', () => {
  it('e-mails a link to /reset-password?token= and answers the same for unknown addresses', async () => {
    const user = await createUser(ctx);
    const known = await post(ctx, '/api/auth/request-password-reset', { email: user.email });
    const unknown = await post(ctx, '/api/auth/request-password-reset', { email: 'nadie@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: true });
    expect(await resetTokenFor(user.email)).toMatch(/^[\w-]{20,}$/);
    expect(await mailsTo('nadie@example.com')).toEqual([]);
  });

  it.each([
    ['es', 'Por favor ingresa tu email primero'],
    ['en', 'Please enter your email first'],
  ])('asks for the e-mail first when it is blank (%s)', async (language, message) => {
    const res = await post(ctx, '/api/auth/request-password-reset', { email: '  ' }, { 'x-language': language });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'email_required',
      key: 'auth.errors.emailRequired',
      message,
      fields: { email: message },
    });
  });

  it('limits requests per e-mail to 3 in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(ctx, '/api/auth/request-password-reset', { email: 'limite@example.com' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every session, verifies the e-mail and keeps the token single-use', async () => {
    const form = signUpForm();
    await post(ctx, '/api/auth/sign-up', form); // never verified
    const user = await usersRepository(ctx.database.db).findByEmail(form.email);
    await usersRepository(ctx.database.db).markEmailVerified(user?.id ?? '');
    const signedIn = await post(ctx, '/api/auth/sign-in/email', { email: form.email, password: form.password });
    const oldSession = cookiesFrom(signedIn);
    await post(ctx, '/api/auth/request-password-reset', { email: form.email });
    const token = await resetTokenFor(form.email);

    const res = await post(ctx, '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    expect((await me(oldSession)).statusCode).toBe(401);
    const old = await post(ctx, '/api/auth/sign-in/email', { email: form.email, password: form.password });
    expect(old.statusCode).toBe(401);
    const fresh = await post(ctx, '/api/auth/sign-in/email', { email: form.email, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);

    const again = await post(ctx, '/api/auth/reset-password', {
      token,
      newPassword: 'Otra-Mas-88',
      confirmPassword: 'Otra-Mas-88',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'invalid_token',
      message: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
    });
  });

  it('proves the mailbox: an unverified user who resets can sign in', async () => {
    const form = signUpForm();
    await post(ctx, '/api/auth/sign-up', form);
    await post(ctx, '/api/auth/request-password-reset', { email: form.email });
    const token = await resetTokenFor(form.email);
    await post(ctx, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await post(ctx, '/api/auth/sign-in/email', { email: form.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [
      'a weak password',
      { newPassword: 'debil', confirmPassword: 'debil' },
      'validation_failed',
      'El password debe tener al menos 8 caracteres, una mayúscula, un número y un símbolo.',
    ],
    [
      'mismatched passwords',
      { newPassword: NEW_PASSWORD, confirmPassword: 'Nueva-Clave-78' },
      'validation_failed',
      'Las contraseñas no coinciden',
    ],
    [
      'an unknown token',
      { token: 'no-such-token', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'invalid_token',
      'El enlace no es válido o ha caducado. Solicita uno nuevo.',
    ],
  ])('refuses %s', async (_label, body, code, message) => {
    const res = await post(ctx, '/api/auth/reset-password', { token: 'some-token', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code, message });
  });
});

describe('POST /api/auth/send-verification-email', () => {
  it('resends to an unverified address and answers the same for unknown and verified ones', async () => {
    const form = signUpForm();
    await post(ctx, '/api/auth/sign-up', form);
    const verified = await createUser(ctx);
    const answers = await Promise.all(
      [form.email, 'nadie@example.com', verified.email].map((email) =>
        post(ctx, '/api/auth/send-verification-email', { email }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true });
    }
    expect((await mailsTo(form.email)).filter((m) => m.template === 'verification')).toHaveLength(2);
    expect((await mailsTo(verified.email)).filter((m) => m.template === 'verification')).toHaveLength(1);
  });

  it('asks for the e-mail first and limits resends per e-mail to 3 in 15 minutes', async () => {
    expect((await post(ctx, '/api/auth/send-verification-email', { email: '' })).json().error.message).toBe(
      'Por favor ingresa tu email primero',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(ctx, '/api/auth/send-verification-email', { email: 'otra@example.com' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits resends per IP to 5 in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        payload: { email: `ip${i}@example.com` },
        headers: { origin: ORIGIN },
        remoteAddress: '203.0.113.50',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
