import type { Role } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createUser, GOOD_PASSWORD, ORIGIN, post, signIn, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { MASTER_ADMIN_VENUE_ID } from '../venues/venue-access';
import { accessRepository } from './access.repository';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (cookie?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie, ...headers } : headers });
const patchProfile = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/profile', payload, headers: { cookie: user.cookie, origin: ORIGIN } });
const changePassword = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  post(ctx, '/api/account/password', payload, { cookie, ...headers });

describe('GET /api/me', () => {
  it.each([
    ['es', 'Usuario no autenticado'],
    ['en', 'User not authenticated'],
  ])('answers 401 JSON to a visitor (%s)', async (language, message) => {
    const res = await me(undefined, { 'x-language': language });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', key: 'auth.errors.notAuthenticated', message } });
  });

  it.each<[string, { roles?: Role[]; premium?: boolean }, object]>([
    ['a free player', {}, { plan: 'free', roles: [], isAdmin: false, isCourtAdmin: false, venue: null }],
    [
      'a premium player',
      { premium: true },
      { plan: 'premium', roles: [], isAdmin: false, isCourtAdmin: false, venue: null },
    ],
    [
      'a court admin',
      { roles: ['court_admin'] },
      { plan: 'free', roles: ['court_admin'], isAdmin: false, isCourtAdmin: true, venue: null },
    ],
    [
      'an admin (master plan, court admin, Master Admin Venue)',
      { roles: ['admin'] },
      {
        plan: 'master',
        roles: ['admin'],
        isAdmin: true,
        isCourtAdmin: true,
        venue: { id: MASTER_ADMIN_VENUE_ID, name: 'Master Admin Venue' },
      },
    ],
  ])('describes %s', async (_label, options, expected) => {
    const user = await createUser(ctx, options);
    const res = await me(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: user.id, email: user.email, emailVerified: true },
      profile: expect.objectContaining({ firstName: 'Ana', sports: ['padel'], country: 'Mexico' }),
      ...expected,
    });
  });

  it('drops premium when the subscription ends', async () => {
    const user = await createUser(ctx, { premium: true });
    await accessRepository(ctx.database.db).setManualPlan(user.id, 'free');
    expect((await me(user.cookie)).json().plan).toBe('free');
  });
});

describe('PATCH /api/profile', () => {
  it('changes the given fields only and applies the sign-up rules', async () => {
    const user = await createUser(ctx);
    const res = await patchProfile(user, {
      city: ' Monterrey ',
      sports: ['tenis', 'pickleball'],
      age: null,
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      city: 'Monterrey',
      sports: ['tenis', 'pickleball'],
      age: null,
      language: 'en',
      firstName: 'Ana',
    });
    expect((await me(user.cookie)).json().profile.city).toBe('Monterrey');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Por favor, completa los campos obligatorios: nombre, apellido, email y usuario.'],
    [{ sports: [] }, 'sports', 'Selecciona al menos un deporte'],
    [{ age: 121 }, 'age', 'La edad debe ser un número entero entre 5 y 120.'],
    [{ username: 'no valid!' }, 'username', 'El usuario debe tener entre 3 y 30 caracteres: letras, números, _ . o -.'],
  ])('refuses %j', async (change, field, message) => {
    const user = await createUser(ctx);
    const res = await patchProfile(user, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: { [field]: message } });
  });

  it("refuses someone else's username in any case, but keeps one's own in a new case", async () => {
    const taken = await createUser(ctx, { form: { username: 'Rafa_Nadal' } });
    const user = await createUser(ctx);
    expect((await patchProfile(user, { username: 'rafa_nadal' })).statusCode).toBe(409);
    expect((await patchProfile(taken, { username: 'RAFA_NADAL' })).json().profile.username).toBe('RAFA_NADAL');
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { city: 'x' },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  const NEW = 'Abc12#';

  it('changes the password with the profile rule, signs out the other sessions and renews this one', async () => {
    const user = await createUser(ctx);
    const phone = await signIn(ctx, user.email, user.password);
    const res = await changePassword(
      user.cookie,
      { currentPassword: user.password, newPassword: NEW, confirmPassword: NEW },
      { 'x-language': 'en' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully', key: 'account.password.updated' });
    const renewed = cookiesFrom(res);
    expect(renewed).toMatch(/^marcador\.session_token=/);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect(await signIn(ctx, user.email, NEW)).toContain('marcador.session_token=');
  });

  it.each([
    [
      'en',
      { newPassword: 'Abc12?', confirmPassword: 'Abc12?' },
      'password_requirements',
      'Password must meet all security requirements',
    ],
    [
      'en',
      { newPassword: 'abc12#', confirmPassword: 'abc12#' },
      'password_requirements',
      'Password must meet all security requirements',
    ],
    ['en', { newPassword: NEW, confirmPassword: 'Abc12$' }, 'passwords_mismatch', "Passwords don't match"],
    ['es', { newPassword: NEW, confirmPassword: 'Abc12$' }, 'passwords_mismatch', 'Las contraseñas no coinciden'],
    [
      'en',
      { currentPassword: 'Wrong-One-1', newPassword: NEW, confirmPassword: NEW },
      'invalid_current_password',
      'The current password is not correct.',
    ],
  ])('refuses (%s) %j', async (language, change, code, message) => {
    const user = await createUser(ctx);
    const res = await changePassword(
      user.cookie,
      { currentPassword: user.password, ...change },
      { 'x-language': language },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code, message });
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await post(ctx, '/api/account/password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Usuario no autenticado');
  });

  it('limits changes per user to 5 in 15 minutes', async () => {
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await changePassword(user.cookie, { currentPassword: 'Wrong-1!', newPassword: NEW, confirmPassword: NEW }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
