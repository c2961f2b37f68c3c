/**
 * Test support for account flows through `app.inject`: valid sign-up forms, cookies, and verified
 * users with roles and plans made in a few calls.
 */
import type { SignUpRequest } from '@marcador/contracts';
import type { Role } from '@marcador/domain';
import type { LightMyRequestResponse } from 'fastify';
import { accessRepository } from './modules/accounts/access.repository';
import { usersRepository } from './modules/accounts/users.repository';
import type { createTestApp } from './test-app';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** The origin of the app under test (no APP_URL: http://localhost:3000); mutations must send it. */
export const ORIGIN = 'http://localhost:3000';
/** A password that meets the sign-up and profile rules. */
export const GOOD_PASSWORD = 'Ganar6-4!';

let sequence = 0;
/** A unique, valid sign-up form; every call gets its own e-mail and username. */
export function signUpForm(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    email: `player${tag}@example.com`,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    firstName: 'Ana',
    lastName: 'López',
    username: `ana_${tag}`,
    age: 30,
    skillLevel: 'intermedio',
    sports: ['padel'],
    country: 'Mexico',
    state: 'Jalisco',
    city: 'Guadalajara',
    ...overrides,
  };
}

/** The `Cookie` header that sends back the cookies a response set (empty when it set none). */
export function cookiesFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

let address = 0;
/** A fresh client address, so per-IP limits only bite in the tests about them. */
export const nextIp = () => `10.${Math.floor(++address / 250) % 250}.${address % 250}.${1 + (address % 200)}`;

/** POST through inject with the app's Origin (APP_URL when a test sets one) and a fresh client IP. */
export function post(ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ctx.app.config.APP_URL ?? ORIGIN, ...headers },
    remoteAddress: nextIp(),
  });
}

/**
 * Sends requests as `user`: their cookie, our Origin and a fresh client address each (so per-IP
 * limits never add up across a file's tests).
 */
export function sendAs(ctx: TestContext, user: TestUser) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { origin: ORIGIN, cookie: user.cookie },
      remoteAddress: nextIp(),
    });
}

/** A signed-in test user. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** `Cookie` header of the user's session. */
  cookie: string;
}

/** Signs in through the API and returns the session cookie. */
export async function signIn(ctx: TestContext, email: string, password: string): Promise<string> {
  const response = await post(ctx, '/api/auth/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookiesFrom(response);
}

/** Signs up through the API and marks the e-mail verified (the e-mail round trip has its own tests). */
export async function signUpVerified(ctx: TestContext, overrides: Partial<SignUpRequest> = {}) {
  const form = signUpForm(overrides);
  const response = await post(ctx, '/api/auth/sign-up', form);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const users = usersRepository(ctx.database.db);
  const user = await users.findByEmail(form.email);
  if (!user) throw new Error('signed-up user not found');
  await users.markEmailVerified(user.id);
  return { form, user };
}

/**
 * Signs up with a verified e-mail (signUpVerified),
 * grants roles and Premium as asked, and signs in.
 */
export async function createUser(
  ctx: TestContext,
  options: { roles?: Role[]; premium?: boolean; form?: Partial<SignUpRequest> } = {},
): Promise<TestUser> {
  const { form, user } = await signUpVerified(ctx, options.form);
  const access = accessRepository(ctx.database.db);
  for (const role of options.roles ?? []) await access.grantRole(user.id, role);
  if (options.premium) await access.setManualPlan(user.id, 'premium');
  return {
    id: user.id,
    email: form.email,
    password: form.password,
    cookie: await signIn(ctx, form.email, form.password),
  };
}
