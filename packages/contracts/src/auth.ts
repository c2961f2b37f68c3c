import { PROFILE_SPORTS, SKILL_LEVELS } from '@marcador/domain';
import { z } from 'zod';
import { inviteCodeSchema } from './invitations';

/*
 * Auth routes under /api/auth. Request schemas only bound types and sizes: the account rules of
 * @marcador/domain run in the handler so their failures carry the spec's messages (400 with
 * `error.key` and `error.fields`), not zod's generic ones.
 */

/** Bounded text; emptiness and format are the domain rules' business. */
const text = (max: number) => z.string().max(max);
/** Longer than any accepted password, so over-long passwords still get the rule's message. */
const password = text(1024);

/** POST /api/auth/sign-up: creates the account and profile and e-mails a verification link. */
export const signUpRequestSchema = z.object({
  email: text(320),
  password,
  confirmPassword: password,
  firstName: text(200),
  lastName: text(200),
  username: text(200),
  /** Whole number 5..120; null or absent when not given. */
  age: z.number().nullable().optional(),
  skillLevel: z.enum(SKILL_LEVELS).nullable().optional(),
  sports: z.array(z.enum(PROFILE_SPORTS)).max(PROFILE_SPORTS.length),
  /** Defaults to Mexico. */
  country: text(200).optional(),
  state: text(200).optional(),
  city: text(200).optional(),
  /** reCAPTCHA token; required unless GET /api/captcha/config says devMode. */
  captchaToken: text(4096).optional(),
  /** `premium`: the e-mailed link continues to /premium-checkout instead of /setup (decision 023). */
  intent: z.enum(['premium']).optional(),
  /**
   * The invite code of the link the visitor came through: once the e-mail is confirmed, the new
   * player and the inviter are connected. A code of the wrong shape is dropped, never refused.
   */
  invite: inviteCodeSchema.optional().catch(undefined),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * Answer to a sign-up, identical whether the e-mail was new or already registered (no user
 * enumeration): no session is created; the user confirms by e-mail and the link signs them in.
 */
export const signUpResponseSchema = z.object({ status: z.literal('verification_sent') });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** POST /api/auth/sign-in/email */
export const signInRequestSchema = z.object({
  email: text(320),
  password,
  /** false: the session cookie lasts for the browser session only. */
  rememberMe: z.boolean().optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** The signed-in user as auth routes return it (the session token stays in its httpOnly cookie). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const signInResponseSchema = z.object({ user: sessionUserSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /api/auth/send-verification-email and POST /api/auth/request-password-reset */
export const emailRequestSchema = z.object({ email: text(320) });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** POST /api/auth/reset-password: the token comes from the e-mailed /reset-password?token= link. */
export const resetPasswordRequestSchema = z.object({
  token: text(512).min(1),
  newPassword: password,
  confirmPassword: password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Generic success of sign-out, resend, reset request and reset. */
export const okResponseSchema = z.object({ status: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** GET /api/captcha/config */
export const captchaConfigSchema = z.object({
  /** reCAPTCHA site key; null when captcha is not configured. */
  siteKey: z.string().nullable(),
  /** True when no challenge is needed (no key, or the key `dev-bypass`). */
  devMode: z.boolean(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** POST /api/captcha/verify (the /debug screen's check; sign-up verifies its own token). */
export const captchaVerifyRequestSchema = z.object({ token: text(4096) });
export type CaptchaVerifyRequest = z.infer<typeof captchaVerifyRequestSchema>;

export const captchaVerifyResponseSchema = z.object({
  /** False only when the captcha service definitely rejected the token; an unreachable service passes. */
  success: z.boolean(),
});
export type CaptchaVerifyResponse = z.infer<typeof captchaVerifyResponseSchema>;
