import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Cookie, expect, type Page } from '@playwright/test';
import { type ReceivedMail, readMails } from './mail-sink';

/** A strong password that no breach list holds (the sign-up rule: 8+, uppercase, digit, symbol). */
export function strongPassword(): string {
  return `Saque#${randomBytes(6).toString('hex')}A1`;
}

/** A fresh address per test, so parallel tests never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@e2e.marcador.test`;
}

/** A username that satisfies the rule (3-30 of letters, digits, _ . -). */
export function uniqueUsername(label: string): string {
  return `${label}_${randomBytes(4).toString('hex')}`.slice(0, 30);
}

function mailFolder(): string {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with `node scripts/e2e.mjs`.');
  return folder;
}

/** Waits for an e-mail to `to` that `matches`, as the SMTP sink stored it. */
export async function waitForMail(
  to: string,
  matches: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readMails(mailFolder()).find((mail) => mail.to.includes(address) && matches(mail));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms.`);
}

/** The first link in a message's text part whose path contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in "${mail.subject}":\n${mail.text}`);
  return link;
}

export const isVerification = (mail: ReceivedMail) => mail.text.includes('/api/auth/verify-email');
export const isPasswordReset = (mail: ReceivedMail) => mail.text.includes('/reset-password?token=');

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
}

/** `text` repeated to the profile's longest name or city (100 characters): the worst case for wrapping. */
export const longestProfileText = (text: string) =>
  text
    .repeat(Math.ceil(100 / text.length))
    .slice(0, 100)
    .trim();

/** The longest first and last names a profile takes, starting with `first`: the worst case for a page's layout. */
export function longestNames(first: string): { firstName: string; lastName: string } {
  return {
    firstName: longestProfileText(`${first} de los Ángeles Guadalupe `),
    // One unbroken 40-letter word: it must wrap inside its box, not widen the page.
    lastName: longestProfileText('Villaverdecastellanosmontenegroaltamirano-Santisteban '),
  };
}

/** Profile fields of a sign-up that a test chooses (a name with accents, long values, a sport). */
export interface SignUpProfile {
  firstName?: string;
  lastName?: string;
  username?: string;
  skillLevel?: 'principiante' | 'intermedio' | 'avanzado' | 'profesional';
  sports?: string[];
  city?: string;
  state?: string;
}

/**
 * An account ready to sign in, made through the API (sign-up, then the e-mailed verification link),
 * for tests whose subject is not the sign-up form. The request context holds no cookies afterwards
 * that matter to the page.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  label: string,
  profile: SignUpProfile = {},
): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password: strongPassword(), firstName: profile.firstName ?? 'Prueba' };
  const response = await request.post('/api/auth/sign-up', {
    data: {
      lastName: 'E2E',
      username: uniqueUsername(label),
      sports: ['padel'],
      ...profile,
      email: user.email,
      password: user.password,
      confirmPassword: user.password,
      firstName: user.firstName,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const mail = await waitForMail(user.email, isVerification);
  const verified = await request.get(linkIn(mail, '/api/auth/verify-email'), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  expect(verified.headers().location).not.toContain('error=');
  return user;
}

/** Signs in through the login form, which must be on screen. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByLabel('Contraseña', { exact: true }) });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Session cookies of the users signed in by `signInKeepingSession`, in this worker. */
const keptSessions = new Map<string, Cookie[]>();

/**
 * Signs the page in as `user` with the session an earlier test of this worker opened for them, or
 * through the API the first time: a file whose tests all play as one user would otherwise sign in
 * more often than the per-account sign-in limit allows a minute, which a real user never does.
 */
export async function signInKeepingSession(page: Page, user: TestUser): Promise<void> {
  const kept = keptSessions.get(user.email);
  if (kept) return page.context().addCookies(kept);
  await signInWithApi(page, user);
  keptSessions.set(user.email, await page.context().cookies());
}

/**
 * Signs a browser context in through the API (for tests whose subject is not the login form). The
 * context's request shares its cookie jar, so the page is signed in afterwards.
 */
export async function signInWithApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.context().request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Runs an account step, retrying a 429: the server rate-limits sign-ups and sign-ins per address,
 * and these tests run in parallel ("try again in 1 s").
 */
export async function retryingRateLimit<T>(page: Page, step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('rate_limited')) throw error;
      await page.waitForTimeout(1500 * attempt);
    }
  }
}

/** A new verified user, signed in on `page`. */
export async function signedIn(page: Page, request: APIRequestContext, label: string): Promise<TestUser> {
  // A separate request context for the sign-up: the verification link's cookie must not reach the page's jar.
  const user = await retryingRateLimit(page, () => createVerifiedUser(request, label));
  await retryingRateLimit(page, () => signInWithApi(page, user));
  return user;
}

/** The user id of a signed-in request context (a page's `context().request`, or one of its own). */
export async function userIdOf(request: APIRequestContext): Promise<string> {
  const { me } = (await (await request.get('/api/session')).json()) as { me: { user: { id: string } } };
  return me.user.id;
}
