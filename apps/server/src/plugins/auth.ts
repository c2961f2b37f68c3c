import {
  effectivePlan,
  PASSWORD_MAX_LENGTH,
  type PlanTier,
  PROFILE_PASSWORD_MIN_LENGTH,
  type Role,
} from '@marcador/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { accounts, sessions, users, verifications } from '../db/schema';
import { accessRepository } from '../modules/accounts/access.repository';
import { usersRepository } from '../modules/accounts/users.repository';
import {
  type AccountEmails,
  AUTH_BASE_PATH,
  accountEmails,
  VERIFICATION_LINK_SECONDS,
} from '../modules/auth/account-emails';
import { releasingAsyncContext } from '../modules/auth/async-context-release';
import { resetTokensRepository } from '../modules/auth/reset-tokens.repository';
import { inviteJoins } from '../modules/invitations/invite-joins';
import { requestPath } from './canonical-path';
import { appOrigin, arrivalOf, linkOrigin, trustedOrigins } from './origins';
import { sessionReader } from './session-reader';

/** Sessions last 30 days and are extended at most once a day while used (seconds). */
const SESSION_SECONDS = 30 * 24 * 3600;
const SESSION_REFRESH_SECONDS = 24 * 3600;
/**
 * A session read stays trusted this long in each process (decision 005): a signed-in request then
 * costs no session query. Writes of this process that can end a session or change what a viewer
 * carries (SESSION_CHANGING_PREFIXES) drop the cache at once; changes made elsewhere (another server,
 * the user CLI) are seen within this time.
 */
const SESSION_CACHE_MS = 10_000;
const SESSION_CHANGING_PREFIXES = ['/api/auth/', '/api/account', '/api/admin', '/api/profile'];

/**
 * Carries the origin of e-mailed links (linkOrigin) from our route to better-auth's e-mail callbacks
 * on the Web Request we forward. Set by forwardToAuth only; a client's own is never passed on.
 */
const LINK_ORIGIN_HEADER = 'x-marcador-link-origin';

/** The link origin forwardToAuth put on a request, if any. */
const linkOriginOf = (request: Request | undefined) => request?.headers.get(LINK_ORIGIN_HEADER) ?? undefined;

interface AuthDeps {
  config: AppConfig;
  db: Db;
  secret: string;
  emails: AccountEmails;
  log: FastifyBaseLogger;
  /** Runs once a user's mailbox is proven (the verification link, or a completed reset): invitations join. */
  onEmailProven: (userId: string) => Promise<void>;
}

/**
 * The better-auth instance: e-mail and password, sessions in our database (Drizzle adapter), e-mail
 * through our outbox. Decisions (docs/decisions/002-accounts.md):
 * - Sign-up never signs in and answers alike for new and existing e-mails; the verification link
 *   signs the user in. Sign-in needs a verified e-mail (a new link is sent on a refused attempt).
 * - Its own rate limiter is off: ours counts per IP and per e-mail in the database.
 * - Passwords: length 6..128 here (the weakest of our rules); the stricter rules run in our routes.
 * - Resetting a password revokes every session and proves the mailbox, so it verifies the e-mail;
 *   it also ends the user's other open reset links (decision 019).
 * - A disabled account gets no session, by any path (sign-in, the verification link): decision 053.
 */
export function createAuth({ config, db, secret, emails, log, onEmailProven }: AuthDeps) {
  const origin = appOrigin(config);
  const people = usersRepository(db);
  const resetTokens = resetTokensRepository(db);
  const access = accessRepository(db);
  /**
   * Without SMTP every verification goes through the operator's console, so the first account to
   * verify is the operator's own: it becomes the administrator (decision 020). With SMTP anyone with
   * a mailbox could be first on a public install, so the operator CLI grants the role instead.
   */
  const promoteFirstAccount = async (user: { id: string; email: string }) => {
    if (config.SMTP_URL !== undefined) return;
    if (await access.grantFirstAdmin(user.id)) {
      log.warn(`${user.email} is the first verified account of this install: it is now its administrator.`);
    }
  };

  return betterAuth({
    appName: 'Marcador',
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    // Without APP_URL the app may be reached by a LAN address; accept the request's own origin then.
    trustedOrigins: (request) => [
      ...trustedOrigins(config),
      config.APP_URL === undefined && request ? new URL(request.url).origin : undefined,
    ],
    // Sign-up goes through our route (validation, captcha, breach check, profile), never the raw one.
    disabledPaths: ['/sign-up/email'],
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    databaseHooks: {
      session: {
        create: {
          // After the password check: only someone who knows it learns that the account is disabled.
          before: async (session) => {
            if (await people.isDisabled(session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'This account is disabled.' });
            }
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PROFILE_PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) => emails.sendPasswordReset(user, token, linkOriginOf(request)),
      onPasswordReset: async ({ user }) => {
        await people.markEmailVerified(user.id);
        await resetTokens.revokeAll(user.id);
        await promoteFirstAccount(user);
        await onEmailProven(user.id);
      },
      onExistingUserSignUp: ({ user }, request) => emails.sendAccountExists(user, linkOriginOf(request)),
    },
    emailVerification: {
      // Our sign-up route sends it once the profile exists, so the e-mail is in the user's language.
      sendOnSignUp: false,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: ({ user, token }, request) => emails.sendVerification(user, token, linkOriginOf(request)),
      afterEmailVerification: async (user, request) => {
        await promoteFirstAccount(user);
        await emails.sendWelcome(user, linkOriginOf(request));
        await onEmailProven(user.id);
      },
    },
    advanced: {
      cookiePrefix: 'marcador',
      useSecureCookies: origin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // better-auth skips its origin check under NODE_ENV=test; keep it on so tests see production.
      disableOriginCheck: false,
    },
    logger: {
      level: 'debug',
      log: (level, message) => (level === 'error' ? log.warn({ source: 'better-auth' }, message) : log.debug(message)),
    },
  });
}

/** The better-auth instance type. */
export type Auth = ReturnType<typeof createAuth>;

/** The signed-in user as our routes and guards see them. */
export interface Viewer {
  user: { id: string; email: string; emailVerified: boolean; name: string };
  roles: Role[];
  plan: PlanTier;
}

/** Fastify's request headers as Web Headers, for better-auth (never a client's link-origin header). */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === LINK_ORIGIN_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Copies the Set-Cookie headers of a better-auth answer onto our reply. */
export function passCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Headers that describe the original connection or body and must not be forwarded as they are. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'x-forwarded-for',
]);

/** What to forward instead of the raw request: the validated body and query. */
export interface Forwarded {
  body?: unknown;
  query?: Record<string, string>;
}

/**
 * A Fastify request as the Web Request better-auth's handler takes: same path and method, the
 * validated body and query re-serialised, so only what our schemas allow reaches it. The client IP
 * is passed in X-Forwarded-For from Fastify's view of it, so sessions record the right address.
 */
export function authRequest(request: FastifyRequest, { body, query = {} }: Forwarded): Request {
  const headers = webHeaders(request);
  for (const name of HOP_HEADERS) headers.delete(name);
  headers.set('x-forwarded-for', request.ip);
  headers.set(LINK_ORIGIN_HEADER, linkOrigin(request.server.config, arrivalOf(request)));
  if (body !== undefined) headers.set('content-type', 'application/json');
  const url = new URL(requestPath(request), `${request.protocol}://${request.host}`);
  url.search = new URLSearchParams(query).toString();
  return new Request(url, {
    method: request.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Hands a Fastify request to better-auth's handler (see `authRequest`) and returns its Web Response. */
export async function forwardToAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  forwarded: Forwarded,
): Promise<Response> {
  return app.auth.handler(authRequest(request, forwarded));
}

/**
 * The signed-in user of a request (null when signed out), resolved once per request. The session
 * reader answers the common cases in one query; the rest go to better-auth, and a session due for
 * extension gets its refreshed cookie on `reply`, so active users stay signed in.
 */
export async function resolveViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
  if (request.viewer !== undefined) return request.viewer;
  const { auth, database, sessionReader } = request.server;
  const read = await sessionReader.read(request.headers.cookie);
  if (read !== undefined) {
    request.viewer = read;
    return read;
  }
  const { headers, response } = await auth.api.getSession({ headers: webHeaders(request), returnHeaders: true });
  passCookies(headers, reply);
  let viewer: Viewer | null = null;
  if (response) {
    const access = accessRepository(database.db);
    const [roles, subscribed] = await Promise.all([
      access.rolesOf(response.user.id),
      access.isSubscribed(response.user.id),
    ]);
    const { id, email, emailVerified, name } = response.user;
    viewer = { user: { id, email, emailVerified, name }, roles, plan: effectivePlan({ roles, subscribed }) };
  }
  request.viewer = viewer;
  return viewer;
}

/**
 * Decorates `app.auth` (better-auth), `app.sessionReader`, `app.accountEmails` and `request.viewer`
 * (resolved lazily by `resolveViewer` and the guards of ./auth-guards). Needs `app.secrets`, the
 * mail plugin and the notifier (a confirmed sign-up through an invite link tells the inviter).
 */
export const auth = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { config } = app;
  const secret = app.secrets.auth;
  const emails = accountEmails({ config, db: opts.db, mail: app.mail, secret, log: app.log, countHit: app.countHit });
  const joins = inviteJoins({ db: opts.db, notifier: app.notifier, log: app.log });
  const instance = releasingAsyncContext(
    createAuth({ config, db: opts.db, secret, emails, log: app.log, onEmailProven: joins.emailProven }),
  );
  const { authCookies } = await instance.$context;
  app.decorate('accountEmails', emails);
  app.decorate('auth', instance);
  app.decorate(
    'sessionReader',
    sessionReader({
      db: opts.db,
      secret,
      cookies: {
        sessionToken: authCookies.sessionToken.name,
        sessionData: authCookies.sessionData.name,
        dontRemember: authCookies.dontRememberToken.name,
      },
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      cacheMs: SESSION_CACHE_MS,
    }),
  );
  // Before the write (no cached session outlives a sign-out it races) and after it (none read meanwhile).
  // A callback hook: every request passes it twice, and a promise per hook costs them all.
  const forgetSessionsAfterWrites = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const path = requestPath(request);
      if (SESSION_CHANGING_PREFIXES.some((prefix) => path.startsWith(prefix))) app.sessionReader.forgetAll();
    }
    done();
  };
  app.addHook('onRequest', forgetSessionsAfterWrites);
  app.addHook('onResponse', forgetSessionsAfterWrites);
  app.decorateRequest('viewer', undefined);
});
