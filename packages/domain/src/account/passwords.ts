/**
 * Password rules. Sign-up and the password reset use the sign-up rule; the profile's "change password"
 * form has its own, older rule from the spec (6+ characters and a symbol from a fixed set).
 * Lengths count UTF-16 code units, as the browser's `maxlength` and the auth library do.
 */
import type { AccountMessageKey } from './messages';

/** Shortest password accepted at sign-up and reset. */
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
/** Shortest password accepted by the profile's change-password form. */
export const PROFILE_PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted anywhere; long passphrases are welcome up to this bound. */
export const PASSWORD_MAX_LENGTH = 128;
/** The symbols the profile's change-password rule accepts. */
export const PROFILE_PASSWORD_SYMBOLS = '!@#$%^&*';

const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
/** Anything that is not a letter, a digit or white space counts as a symbol at sign-up. */
const ANY_SYMBOL = /[^\p{L}\p{N}\s]/u;

/** Which parts of a password rule a candidate meets; forms show these as a checklist. */
export interface PasswordChecks {
  readonly length: boolean;
  readonly uppercase: boolean;
  readonly digit: boolean;
  readonly symbol: boolean;
}

/** The checklist of the sign-up rule: 8+ characters, an uppercase letter, a digit and any symbol. */
export function signupPasswordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= SIGNUP_PASSWORD_MIN_LENGTH,
    uppercase: UPPERCASE.test(password),
    digit: DIGIT.test(password),
    symbol: ANY_SYMBOL.test(password),
  };
}

/** The checklist of the profile rule: 6+ characters, an uppercase letter, a digit and one of `!@#$%^&*`. */
export function profilePasswordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PROFILE_PASSWORD_MIN_LENGTH,
    uppercase: UPPERCASE.test(password),
    digit: DIGIT.test(password),
    symbol: [...PROFILE_PASSWORD_SYMBOLS].some((symbol) => password.includes(symbol)),
  };
}

function meetsAll(checks: PasswordChecks): boolean {
  return checks.length && checks.uppercase && checks.digit && checks.symbol;
}

/** The message key for a sign-up (or reset) password, or null when it is acceptable. */
export function signupPasswordIssue(password: string): AccountMessageKey | null {
  if (password.length > PASSWORD_MAX_LENGTH) return 'auth.errors.passwordTooLong';
  return meetsAll(signupPasswordChecks(password)) ? null : 'auth.errors.passwordWeak';
}

/** The message key for a new password in the profile form, or null when it is acceptable. */
export function profilePasswordIssue(password: string): AccountMessageKey | null {
  if (password.length > PASSWORD_MAX_LENGTH) return 'auth.errors.passwordTooLong';
  return meetsAll(profilePasswordChecks(password)) ? null : 'account.password.requirements';
}

/** True when the confirmation repeats the password exactly (no trimming: spaces are characters too). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
