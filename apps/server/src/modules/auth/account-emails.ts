import { createEmailVerificationToken } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { appOrigin } from '../../plugins/origins';
import type { RateLimitHit } from '../../plugins/rate-limits.repository';
import { usersRepository } from '../accounts/users.repository';
import {
  accountExistsEmail,
  passwordResetEmail,
  VERIFICATION_LINK_HOURS,
  verificationEmail,
  welcomeEmail,
} from '../mail/templates/account-templates';

/** Where better-auth's routes live; only the ones our auth module forwards are reachable. */
export const AUTH_BASE_PATH = '/api/auth';
/** Where the e-mailed verification link lands after confirming (spec route). */
export const VERIFY_CALLBACK_PATH = '/auth/confirm?redirect_to=/setup';
/** Where it lands for a premium sign-up: on to the checkout. */
export const PREMIUM_VERIFY_CALLBACK_PATH = '/auth/confirm?redirect_to=/premium-checkout';
/** Seconds a verification link stays valid. */
export const VERIFICATION_LINK_SECONDS = VERIFICATION_LINK_HOURS * 3600;
/** Verification e-mails one address receives in an hour at most, whichever path sends them (decision 019). */
export const VERIFICATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/** A user as better-auth hands it to its callbacks. */
interface AuthUser {
  id: string;
  email: string;
  name: string;
}

interface AccountEmailDeps {
  config: AppConfig;
  db: Db;
  mail: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** A shared fixed-window counter (the rate-limit plugin's `app.countHit`). */
  countHit: (key: string, windowMs: number) => Promise<RateLimitHit>;
}

/**
 * The account e-mails, each in the recipient's profile language. The verification link goes to
 * better-auth's GET /api/auth/verify-email, which verifies, signs the user in and redirects to
 * /auth/confirm?redirect_to=/setup (with `error=` when the link is bad); the reset link goes to the
 * /reset-password page, which posts the token with the new password.
 *
 * `origin` is where the links point: the address the user is browsing on (see linkOrigin), else
 * APP_URL's. Without SMTP the message stays in the outbox, so the verification and reset links are
 * also written to the server's console: the only way a first run can sign anybody in.
 */
export function accountEmails(deps: AccountEmailDeps) {
  const defaultOrigin = appOrigin(deps.config);
  const people = usersRepository(deps.db);
  const contactOf = async (user: AuthUser) =>
    (await people.contactOf(user.id)) ?? { email: user.email, name: user.name, language: 'es' as const };

  /** Sends a message whose action is `url`, printing the link when no e-mail will carry it. */
  const sendLink = async (
    template: typeof verificationEmail | typeof passwordResetEmail,
    user: AuthUser,
    url: string,
    origin: string,
  ) => {
    const contact = await contactOf(user);
    const { status } = await deps.mail.send(template, {
      to: contact.email,
      locale: contact.language,
      data: { name: contact.name, url },
      origin,
    });
    if (status === 'stored') {
      deps.log.warn(
        { to: contact.email, template: template.name, link: url },
        `E-mail not sent (SMTP_URL is unset). ${template === verificationEmail ? 'Verification' : 'Password reset'} link for ${contact.email}: ${url}`,
      );
    }
  };

  const sendVerification = async (
    user: AuthUser,
    token: string,
    origin = defaultOrigin,
    callbackPath = VERIFY_CALLBACK_PATH,
  ) => {
    // Sign-up, refused sign-ins and resends all land here. Over the cap nothing is sent, but the
    // request is answered as usual (answers never tell what exists); the links sent stay valid 24 h.
    const { hits } = await deps.countHit(`verification-mail:${user.email.toLowerCase()}`, HOUR_MS);
    if (hits > VERIFICATION_MAILS_PER_HOUR) return;
    const url = `${origin}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackPath)}`;
    await sendLink(verificationEmail, user, url, origin);
  };

  return {
    /** Sends a verification link with a token better-auth created. */
    sendVerification,
    /** Creates a verification token and sends the link (after our own sign-up). */
    async sendNewVerification(
      user: AuthUser,
      origin = defaultOrigin,
      callbackPath = VERIFY_CALLBACK_PATH,
    ): Promise<void> {
      const token = await createEmailVerificationToken(deps.secret, user.email, undefined, VERIFICATION_LINK_SECONDS, {
        userId: user.id,
      });
      await sendVerification(user, token, origin, callbackPath);
    },
    async sendPasswordReset(user: AuthUser, token: string, origin = defaultOrigin): Promise<void> {
      await sendLink(passwordResetEmail, user, `${origin}/reset-password?token=${encodeURIComponent(token)}`, origin);
    },
    /** Tells the owner that someone tried to sign up with their address (the answer did not). */
    async sendAccountExists(user: AuthUser, origin = defaultOrigin): Promise<void> {
      const contact = await contactOf(user);
      await deps.mail.send(accountExistsEmail, {
        to: contact.email,
        locale: contact.language,
        data: { name: contact.name, email: contact.email },
        origin,
      });
    },
    async sendWelcome(user: AuthUser, origin = defaultOrigin): Promise<void> {
      const contact = await contactOf(user);
      await deps.mail.send(welcomeEmail, {
        to: contact.email,
        locale: contact.language,
        data: { name: contact.name },
        origin,
      });
    },
  };
}

export type AccountEmails = ReturnType<typeof accountEmails>;
