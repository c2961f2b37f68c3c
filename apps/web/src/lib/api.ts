import type {
  AdminVerifyResponse,
  CaptchaConfig,
  CaptchaVerifyResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ContactRequest,
  ContactResponse,
  EmailSettingsResponse,
  EmailSettingsUpdate,
  EmailTestRequest,
  EmailTestResponse,
  HealthResponse,
  MeResponse,
  OkResponse,
  OutboxResponse,
  ProfileResponse,
  ProfileUpdate,
  PublicConfig,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
  SignUpResponse,
  UnsubscribeResponse,
} from '@marcador/contracts';
import { contactMessageIssues } from '@marcador/domain';
import { isJsonObject, type ResponseCheck, shaped } from './response-check';

/**
 * A failed API call. `code` is the server's stable code (`validation_failed`, `rate_limited`, ...)
 * or one of ours: `network_error` (no answer) and `invalid_response` (an answer we cannot read).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /**
     * Field-level problems from a validation error: field path -> server message. Account errors
     * come in the language the request named (`x-language`), other errors in English.
     */
    readonly fields: Readonly<Record<string, string>> = {},
    /** The @marcador/domain message key of an account error; its `message` is then ready to show. */
    readonly key?: string,
    /** Facts the page puts into its own copy (`session_clash`: court, date, start, end). */
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Defaults to the global fetch; tests pass their own. */
  fetch?: typeof fetch;
  /**
   * The interface language, sent as `x-language` (and Accept-Language) so the server answers account
   * errors and writes e-mails in it.
   */
  language?: () => string;
}

/** Sends one request and checks the answer's shape (lib/response-check.ts). */
export type RequestFn = <T>(path: string, check: ResponseCheck<T>, options?: RequestOptions) => Promise<T>;

/**
 * The error body every API failure uses (the contracts' `apiErrorSchema`), read without zod: a
 * body of another shape yields null and the status decides the code.
 */
function readApiError(payload: unknown): {
  code: string;
  message: string;
  key?: string;
  fields?: Record<string, string>;
  details?: Record<string, string>;
} | null {
  const error = isJsonObject(payload) ? payload.error : undefined;
  if (!isJsonObject(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  return {
    code: error.code,
    message: error.message,
    ...(typeof error.key === 'string' ? { key: error.key } : {}),
    fields: textsOf(error.fields),
    details: textsOf(error.details),
  };
}

/** The string entries of an error's `fields` or `details` (anything else is left out). */
function textsOf(value: unknown): Record<string, string> {
  return isJsonObject(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};
}

/** The shape check of each answer: the fields its callers read (see lib/response-check.ts). */
const checks = {
  config: shaped<PublicConfig>({ flags: 'object', version: 'string' }),
  contact: shaped<ContactResponse>({ id: 'string' }),
  health: shaped<HealthResponse>({ status: 'string', database: 'boolean' }),
  me: shaped<MeResponse>({ user: 'object', plan: 'string', roles: 'array' }),
  signUp: shaped<SignUpResponse>({ status: 'string' }),
  signIn: shaped<SignInResponse>({ user: 'object' }),
  ok: shaped<OkResponse>({ status: 'boolean' }),
  captchaConfig: shaped<CaptchaConfig>({ devMode: 'boolean' }),
  captchaVerify: shaped<CaptchaVerifyResponse>({ success: 'boolean' }),
  profile: shaped<ProfileResponse>({ profile: 'object' }),
  changePassword: shaped<ChangePasswordResponse>({ message: 'string', key: 'string' }),
  emailSettings: shaped<EmailSettingsResponse>({
    invitations: 'boolean',
    marketing: 'boolean',
    notifications: 'object',
    email: 'string',
  }),
  unsubscribe: shaped<UnsubscribeResponse>({ email: 'string', category: 'string' }),
  adminVerify: shaped<AdminVerifyResponse>({ granted: 'boolean' }),
  outbox: shaped<OutboxResponse>({ messages: 'array' }),
  emailTest: shaped<EmailTestResponse>({ id: 'string', status: 'string' }),
};

/** A small typed client: every answer has its contract's type and is checked for its shape before use. */
export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(
    path: string,
    check: ResponseCheck<T>,
    { method = 'GET', body, signal }: RequestOptions = {},
  ) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const language = options.language?.();
    if (language) {
      headers['Accept-Language'] = language;
      headers['x-language'] = language;
    }

    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, 'network_error', 'The server could not be reached.');
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const failure = readApiError(payload);
      if (failure)
        throw new ApiRequestError(
          response.status,
          failure.code,
          failure.message,
          failure.fields,
          failure.key,
          failure.details,
        );
      const code = response.status >= 500 ? 'internal_error' : 'bad_request';
      throw new ApiRequestError(response.status, code, response.statusText || 'Request failed');
    }
    if (!check(payload)) {
      throw new ApiRequestError(response.status, 'invalid_response', `Unexpected response from ${path}`);
    }
    return payload;
  }

  return {
    /**
     * The checked request itself, for endpoint groups that live with their lazy feature code
     * (lib/match/match-api.ts, lib/billing.ts).
     */
    request: request as RequestFn,
    /** GET /api/config: feature flags, captcha site key and version. */
    getConfig(signal?: AbortSignal): Promise<PublicConfig> {
      return request('/api/config', checks.config, { signal });
    },
    /**
     * POST /api/contact: stores a contact-form message. The input is checked here first with the
     * domain's contact rules (the schema's own bounds): a broken one is refused without a request.
     */
    async sendContact(input: ContactRequest): Promise<ContactResponse> {
      const issues = contactMessageIssues(input);
      if (issues.length > 0) {
        const fields = Object.fromEntries(issues.map(({ field, problem }) => [field, problem]));
        throw new ApiRequestError(0, 'validation_failed', 'The contact message is incomplete.', fields);
      }
      return request('/api/contact', checks.contact, { method: 'POST', body: input });
    },
    /** GET /api/health: whether the server reaches its database. A 503 still carries the body. */
    getHealth(signal?: AbortSignal): Promise<HealthResponse> {
      return request('/api/health', checks.health, { signal });
    },

    // --- accounts (the request bodies are checked by the server's schemas and the domain rules) ---

    /** GET /api/me: the signed-in user; rejects with status 401 when signed out. */
    getMe(signal?: AbortSignal): Promise<MeResponse> {
      return request('/api/me', checks.me, { signal });
    },
    /** POST /api/auth/sign-up: never signs in; the e-mailed link does. */
    signUp(input: SignUpRequest): Promise<SignUpResponse> {
      return request('/api/auth/sign-up', checks.signUp, { method: 'POST', body: input });
    },
    /** POST /api/auth/sign-in/email: sets the httpOnly session cookie. */
    signIn(input: SignInRequest): Promise<SignInResponse> {
      return request('/api/auth/sign-in/email', checks.signIn, { method: 'POST', body: input });
    },
    /** POST /api/auth/send-verification-email: same answer whether or not the address has an account. */
    resendVerification(email: string): Promise<OkResponse> {
      return request('/api/auth/send-verification-email', checks.ok, { method: 'POST', body: { email } });
    },
    /** POST /api/auth/request-password-reset: e-mails a /reset-password link. */
    requestPasswordReset(email: string): Promise<OkResponse> {
      return request('/api/auth/request-password-reset', checks.ok, { method: 'POST', body: { email } });
    },
    /** POST /api/auth/reset-password: sets the new password; every session is signed out. */
    resetPassword(input: ResetPasswordRequest): Promise<OkResponse> {
      return request('/api/auth/reset-password', checks.ok, { method: 'POST', body: input });
    },
    /** GET /api/captcha/config */
    getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
      return request('/api/captcha/config', checks.captchaConfig, { signal });
    },
    /** POST /api/captcha/verify (the /debug check). */
    verifyCaptcha(token: string): Promise<CaptchaVerifyResponse> {
      return request('/api/captcha/verify', checks.captchaVerify, { method: 'POST', body: { token } });
    },
    /** PATCH /api/profile: only the given fields change. */
    updateProfile(changes: ProfileUpdate): Promise<ProfileResponse> {
      return request('/api/profile', checks.profile, { method: 'PATCH', body: changes });
    },
    /** POST /api/account/password: the other sessions are signed out, this one gets a fresh cookie. */
    changePassword(input: ChangePasswordRequest): Promise<ChangePasswordResponse> {
      return request('/api/account/password', checks.changePassword, { method: 'POST', body: input });
    },
    getEmailSettings(signal?: AbortSignal): Promise<EmailSettingsResponse> {
      return request('/api/email-settings', checks.emailSettings, { signal });
    },
    updateEmailSettings(settings: EmailSettingsUpdate): Promise<EmailSettingsResponse> {
      return request('/api/email-settings', checks.emailSettings, { method: 'PUT', body: settings });
    },
    /** POST /api/unsubscribe with the token of an e-mail's link; no session needed. */
    unsubscribe(token: string): Promise<UnsubscribeResponse> {
      return request('/api/unsubscribe', checks.unsubscribe, { method: 'POST', body: { token } });
    },

    // --- admin ---

    /** POST /api/admin/verify: 401 signed out, 403 not an admin; the server logs every outcome. */
    verifyAdmin(area: string, signal?: AbortSignal): Promise<AdminVerifyResponse> {
      return request('/api/admin/verify', checks.adminVerify, { method: 'POST', body: { area }, signal });
    },
    getOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
      return request('/api/admin/outbox', checks.outbox, { signal });
    },
    /** GET /api/dev/mailbox: the outbox of an install without SMTP, with the key its console printed. */
    getDevMailbox(key: string, signal?: AbortSignal): Promise<OutboxResponse> {
      return request(`/api/dev/mailbox?key=${encodeURIComponent(key)}`, checks.outbox, { signal });
    },
    sendEmailTest(input: EmailTestRequest): Promise<EmailTestResponse> {
      return request('/api/admin/email-test', checks.emailTest, { method: 'POST', body: input });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Server and client error codes that have their own translated message under `apiErrors:errors.api.*`. */
const TRANSLATED_CODES = new Set([
  'validation_failed',
  'invalid_body',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'not_found',
  'unauthorized',
  'forbidden',
  'bad_request',
  'internal_error',
  'network_error',
  'invalid_response',
]);

/**
 * The text to show for any thrown error: an account error's own message (the server wrote it in the
 * language we asked for, with its details such as the seconds to wait), else our translation of the
 * code, else a generic one.
 */
export function apiErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiRequestError && error.key && error.message) return error.message;
  return t(apiErrorMessageKey(error));
}

/**
 * The i18n key of the message to show for any thrown error (unknown codes get a generic one), in the
 * `apiErrors` namespace, which the pages that send requests load (the landing sends none).
 */
export function apiErrorMessageKey(error: unknown): string {
  if (error instanceof ApiRequestError && TRANSLATED_CODES.has(error.code)) return `apiErrors:errors.api.${error.code}`;
  return 'apiErrors:errors.api.unknown';
}

/** Exposed for the locale completeness test. */
export const apiErrorCodes: readonly string[] = [...TRANSLATED_CODES, 'unknown'];
