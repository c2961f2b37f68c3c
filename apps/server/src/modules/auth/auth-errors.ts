import { PASSWORD_MAX_LENGTH } from '@marcador/domain';
import { HttpError } from '../../plugins/error-shape';
import { AccountError } from '../../plugins/locale';

type Known = () => AccountError;

const invalidToken: Known = () => new AccountError(400, 'invalid_token', 'auth.errors.tokenInvalid');
const invalidOrigin: Known = () => new AccountError(403, 'invalid_origin', 'auth.errors.invalidOrigin');

/** better-auth error codes that our routes can meet, as account errors with the spec's messages. */
const KNOWN: Record<string, Known> = {
  INVALID_EMAIL_OR_PASSWORD: () => new AccountError(401, 'invalid_credentials', 'auth.errors.invalidCredentials'),
  ACCOUNT_DISABLED: () => new AccountError(403, 'account_disabled', 'auth.errors.accountDisabled'),
  EMAIL_NOT_VERIFIED: () => new AccountError(403, 'email_not_verified', 'auth.errors.emailNotVerified'),
  INVALID_EMAIL: () => AccountError.validation([{ field: 'email', key: 'auth.errors.emailInvalid' }]),
  PASSWORD_TOO_SHORT: () => AccountError.validation([{ field: 'password', key: 'auth.errors.passwordWeak' }]),
  PASSWORD_TOO_LONG: () =>
    AccountError.validation([
      { field: 'password', key: 'auth.errors.passwordTooLong', params: { max: PASSWORD_MAX_LENGTH } },
    ]),
  INVALID_PASSWORD: () =>
    AccountError.validation(
      [{ field: 'currentPassword', key: 'account.password.currentIncorrect' }],
      'invalid_current_password',
    ),
  INVALID_TOKEN: invalidToken,
  TOKEN_EXPIRED: invalidToken,
  USER_NOT_FOUND: invalidToken,
  INVALID_ORIGIN: invalidOrigin,
  MISSING_OR_NULL_ORIGIN: invalidOrigin,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: invalidOrigin,
  INVALID_CALLBACK_URL: invalidOrigin,
};

/**
 * The error to throw for a failed better-auth answer (`{ code, message }` body), in our error
 * shape: known codes become account errors; other client errors keep their status with the code
 * lower-cased; server errors become a plain 500.
 */
export function authFailure(status: number, body: unknown): Error {
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const known = typeof code === 'string' ? KNOWN[code] : undefined;
  if (known) return known();
  if (status >= 400 && status < 500) {
    return new HttpError(
      status,
      typeof code === 'string' ? code.toLowerCase() : 'bad_request',
      typeof message === 'string' ? message : 'The request was refused.',
    );
  }
  return new Error(`better-auth answered ${status}: ${typeof message === 'string' ? message : 'no message'}`);
}

/**
 * The error to throw for something an `auth.api.*` call threw: its APIError (status and
 * `{ code, message }` body) mapped like an HTTP answer; anything else unchanged.
 */
export function fromAuthApiError(error: unknown): unknown {
  const { statusCode, body } = (error ?? {}) as { statusCode?: unknown; body?: unknown };
  return typeof statusCode === 'number' && body !== undefined ? authFailure(statusCode, body) : error;
}
