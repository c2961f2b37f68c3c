import {
  apiErrorResponses,
  apiErrorSchema,
  emailRequestSchema,
  okResponseSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from '@marcador/contracts';
import { isValidEmail, passwordsMatch, signupPasswordIssue } from '@marcador/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRequest, forwardToAuth, passCookies, resolveViewer, webHeaders } from '../../plugins/auth';
import { AccountError } from '../../plugins/locale';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { VERIFY_CALLBACK_PATH } from './account-emails';
import { authFailure } from './auth-errors';
import { refuseBreachedPassword } from './password-checks';
import { signUp } from './sign-up';

const MINUTE = 60_000;
const perIp = (name: string, max: number, windowMs: number): LimitRule => ({
  name: `${name}:ip`,
  max,
  windowMs,
  subject: bySubject.ip,
});
const perEmail = (name: string, max: number, windowMs: number): LimitRule => ({
  name: `${name}:email`,
  max,
  windowMs,
  subject: bySubject.bodyEmail,
});

/** Limits per IP (generous: a club's phones share one) and per e-mail (against guessing one account). */
const LIMITS = {
  signIn: [perIp('sign-in', 10, MINUTE), perEmail('sign-in', 5, MINUTE)],
  signUp: [perIp('sign-up', 20, 10 * MINUTE), perEmail('sign-up', 5, 10 * MINUTE)],
  resend: [perIp('resend', 5, 15 * MINUTE), perEmail('resend', 3, 15 * MINUTE)],
  resetRequest: [perIp('reset-request', 5, 15 * MINUTE), perEmail('reset-request', 3, 15 * MINUTE)],
  resetPassword: [perIp('reset-password', 10, 15 * MINUTE)],
} satisfies Record<string, LimitRule[]>;

const errors = apiErrorResponses(400, 401, 403, 409, 429);

/** Forwards to better-auth, passes its cookies on, and returns its JSON or throws its error in our shape. */
async function relay(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const response = await forwardToAuth(app, request, { body });
  passCookies(response.headers, reply);
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw authFailure(response.status, payload);
  return payload;
}

/** The e-mail of a body that must name one: 'Por favor ingresa tu email primero' when blank. */
function requiredEmail(email: string): string {
  const trimmed = email.trim();
  if (!trimmed) throw AccountError.validation([{ field: 'email', key: 'auth.errors.emailRequired' }], 'email_required');
  if (!isValidEmail(trimmed)) throw AccountError.validation([{ field: 'email', key: 'auth.errors.emailInvalid' }]);
  return trimmed;
}

const PATH_BASE = 'http://path.invalid';
/**
 * True for a path on this site in normal form: what a browser would request after resolving it is
 * exactly what was given. Dot segments (`/.//evil.test`, `/%2e//`), backslashes and control
 * characters are refused: resolved against a base, any of them can turn into `//host`, which a
 * Location header sends to another site.
 */
function isNormalisedSitePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  let url: URL;
  try {
    url = new URL(value, PATH_BASE);
  } catch {
    return false;
  }
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PATH_BASE && !resolved.startsWith('//') && resolved === value;
}

/** A normalised path on our site (see isNormalisedSitePath); anything else is a 400. */
const sitePath = z
  .string()
  .max(512)
  .refine(isNormalisedSitePath, { message: 'expected a normalised path on this site' });

/** Lower-cases better-auth's `error=TOKEN_EXPIRED` in a redirect, like every other code we answer. */
function withOurErrorCode(location: string): string {
  return location.replace(
    /([?&]error=)([A-Z_]+)/,
    (_match, prefix: string, code: string) => prefix + code.toLowerCase(),
  );
}

/**
 * /api/auth: our sign-up and sign-out, plus the better-auth endpoints the web app needs, each
 * validated with its zod schema, rate-limited and answered in our error shape. No other better-auth
 * endpoint is reachable (its raw sign-up is also disabled in its options).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign-up',
    {
      preHandler: app.limit(LIMITS.signUp),
      schema: {
        tags: ['auth'],
        summary: 'Create an account (always answers the same; the e-mailed link signs in)',
        body: signUpRequestSchema,
        response: { 201: signUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await signUp(app, request, request.body);
      return reply.code(201).send({ status: 'verification_sent' });
    },
  );

  app.post(
    '/auth/sign-in/email',
    {
      preHandler: app.limit(LIMITS.signIn),
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the httpOnly session cookie',
        body: signInRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const payload = (await relay(app, request, reply, { email: email.trim(), password, rememberMe })) as {
        user: { id: string; email: string; emailVerified: boolean };
      };
      const { id, email: address, emailVerified } = payload.user;
      return { user: { id, email: address, emailVerified } };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every session of the user is revoked and the cookie cleared',
        response: { 200: okResponseSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const headers = webHeaders(request);
      const signedIn = (await resolveViewer(request, reply)) !== null;
      const result = signedIn
        ? await app.auth.api.revokeSessions({ headers, returnHeaders: true })
        : await app.auth.api.signOut({ headers, returnHeaders: true });
      passCookies(result.headers, reply);
      return { status: true as const };
    },
  );

  app.post(
    '/auth/send-verification-email',
    {
      preHandler: app.limit(LIMITS.resend),
      schema: {
        tags: ['auth'],
        summary: 'Resend the verification link (same answer whether or not the address has an account)',
        body: emailRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await relay(app, request, reply, { email: requiredEmail(request.body.email) });
      return { status: true as const };
    },
  );

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The e-mailed link: verifies, signs in and redirects (error=token_expired|invalid_token|user_not_found)',
        querystring: z.object({
          token: z.string().max(4096),
          callbackURL: sitePath.default(VERIFY_CALLBACK_PATH),
        }),
      },
    },
    async (request, reply) => {
      const response = await forwardToAuth(app, request, { query: request.query });
      passCookies(response.headers, reply);
      const location = response.headers.get('location');
      if (location) return reply.redirect(withOurErrorCode(location), 302);
      const failure = authFailure(response.status, await response.json().catch(() => null));
      // A disabled account's address is confirmed but it gets no session: the page then asks it to
      // sign in, and the sign-in says why it cannot.
      if (failure instanceof AccountError && failure.code === 'account_disabled') {
        return reply.redirect(request.query.callbackURL, 302);
      }
      throw failure;
    },
  );

  app.post(
    '/auth/request-password-reset',
    {
      preHandler: app.limit(LIMITS.resetRequest),
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a reset link to /reset-password (answered before the address is looked up, so alike for every address)',
        body: emailRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The lookup and the e-mail run after the answer: neither it nor its timing can tell whether
      // the address has an account. better-auth sets no cookie on this route.
      const forwarded = authRequest(request, { body: { email: requiredEmail(request.body.email) } });
      app.background.run('password reset request', async () => {
        const response = await app.auth.handler(forwarded);
        if (!response.ok) throw authFailure(response.status, await response.json().catch(() => null));
      });
      return { status: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: app.limit(LIMITS.resetPassword),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token; signs out every session',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, newPassword, confirmPassword } = request.body;
      const weak = signupPasswordIssue(newPassword);
      if (weak) throw AccountError.validation([{ field: 'newPassword', key: weak }]);
      if (!passwordsMatch(newPassword, confirmPassword)) {
        throw AccountError.validation([{ field: 'confirmPassword', key: 'auth.errors.passwordMismatch' }]);
      }
      await refuseBreachedPassword(app, newPassword, 'newPassword');
      await relay(app, request, reply, { token, newPassword });
      return { status: true as const };
    },
  );
};
