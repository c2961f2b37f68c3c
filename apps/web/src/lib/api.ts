import {
  type AdminVerifyResponse,
  adminVerifyResponseSchema,
  apiErrorSchema,
  type CaptchaConfig,
  type CaptchaVerifyResponse,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type ContactRequest,
  type ContactResponse,
  captchaConfigSchema,
  captchaVerifyResponseSchema,
  changePasswordResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
  type EmailSettings,
  type EmailSettingsResponse,
  type EmailTestRequest,
  type EmailTestResponse,
  emailSettingsResponseSchema,
  emailTestResponseSchema,
  type HealthResponse,
  healthResponseSchema,
  type MeResponse,
  meResponseSchema,
  type OkResponse,
  type OutboxResponse,
  okResponseSchema,
  outboxResponseSchema,
  type ProfileResponse,
  type ProfileUpdate,
  type PublicConfig,
  profileResponseSchema,
  publicConfigSchema,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignInResponse,
  type SignUpRequest,
  type SignUpResponse,
  signInResponseSchema,
  signUpResponseSchema,
  type UnsubscribeResponse,
  unsubscribeResponseSchema,
} from '@marcador/contracts';

/** The part of a zod schema the client needs; keeps this module free of a direct zod import. */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

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

/** Sends one request and checks the answer against its schema. */
export type RequestFn = <T>(path: string, schema: Schema<T>, options?: RequestOptions) => Promise<T>;

/** A small typed client: every response is checked against its contract schema before use. */
export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(path: string, schema: Schema<T>, { method = 'GET', body, signal }: RequestOptions = {}) {
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
      const failure = apiErrorSchema.safeParse(payload);
      if (failure.success) {
        const { code, message, fields, key } = failure.data.error;
        throw new ApiRequestError(response.status, code, message, fields, key);
      }
      const code = response.status >= 500 ? 'internal_error' : 'bad_request';
      throw new ApiRequestError(response.status, code, response.statusText || 'Request failed');
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiRequestError(response.status, 'invalid_response', `Unexpected response from ${path}`);
    }
    return parsed.data;
  }

  return {
    /**
     * The checked request itself, for endpoint groups that live with their lazy feature code
     * (lib/match/match-api.ts) so their schemas stay out of the entry chunk.
     */
    request: request as RequestFn,
    /** GET /api/config: feature flags, captcha site key and version. */
    getConfig(signal?: AbortSignal): Promise<PublicConfig> {
      return request('/api/config', publicConfigSchema, { signal });
    },
    /** POST /api/contact: stores a contact-form message; the input is validated here first. */
    async sendContact(input: ContactRequest): Promise<ContactResponse> {
      return request('/api/contact', contactResponseSchema, {
        method: 'POST',
        body: contactRequestSchema.parse(input),
      });
    },
    /** GET /api/health: whether the server reaches its database. A 503 still carries the body. */
    getHealth(signal?: AbortSignal): Promise<HealthResponse> {
      return request('/api/health', healthResponseSchema, { signal });
    },

    // --- accounts (the request bodies are checked by the server's schemas and the domain rules) ---

    /** GET /api/me: the signed-in user; rejects with status 401 when signed out. */
    getMe(signal?: AbortSignal): Promise<MeResponse> {
      return request('/api/me', meResponseSchema, { signal });
    },
    /** POST /api/auth/sign-up: never signs in; the e-mailed link does. */
    signUp(input: SignUpRequest): Promise<SignUpResponse> {
      return request('/api/auth/sign-up', signUpResponseSchema, { method: 'POST', body: input });
    },
    /** POST /api/auth/sign-in/email: sets the httpOnly session cookie. */
    signIn(input: SignInRequest): Promise<SignInResponse> {
      return request('/api/auth/sign-in/email', signInResponseSchema, { method: 'POST', body: input });
    },
    /** POST /api/auth/send-verification-email: same answer whether or not the address has an account. */
    resendVerification(email: string): Promise<OkResponse> {
      return request('/api/auth/send-verification-email', okResponseSchema, { method: 'POST', body: { email } });
    },
    /** POST /api/auth/request-password-reset: e-mails a /reset-password link. */
    requestPasswordReset(email: string): Promise<OkResponse> {
      return request('/api/auth/request-password-reset', okResponseSchema, { method: 'POST', body: { email } });
    },
    /** POST /api/auth/reset-password: sets the new password; every session is signed out. */
    resetPassword(input: ResetPasswordRequest): Promise<OkResponse> {
      return request('/api/auth/reset-password', okResponseSchema, { method: 'POST', body: input });
    },
    /** GET /api/captcha/config */
    getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
      return request('/api/captcha/config', captchaConfigSchema, { signal });
    },
    /** POST /api/captcha/verify (the /debug check). */
    verifyCaptcha(token: string): Promise<CaptchaVerifyResponse> {
      return request('/api/captcha/verify', captchaVerifyResponseSchema, { method: 'POST', body: { token } });
    },
    /** PATCH /api/profile: only the given fields change. */
    updateProfile(changes: ProfileUpdate): Promise<ProfileResponse> {
      return request('/api/profile', profileResponseSchema, { method: 'PATCH', body: changes });
    },
    /** POST /api/account/password: the other sessions are signed out, this one gets a fresh cookie. */
    changePassword(input: ChangePasswordRequest): Promise<ChangePasswordResponse> {
      return request('/api/account/password', changePasswordResponseSchema, { method: 'POST', body: input });
    },
    getEmailSettings(signal?: AbortSignal): Promise<EmailSettingsResponse> {
      return request('/api/email-settings', emailSettingsResponseSchema, { signal });
    },
    updateEmailSettings(settings: EmailSettings): Promise<EmailSettingsResponse> {
      return request('/api/email-settings', emailSettingsResponseSchema, { method: 'PUT', body: settings });
    },
    /** POST /api/unsubscribe with the token of an e-mail's link; no session needed. */
    unsubscribe(token: string): Promise<UnsubscribeResponse> {
      return request('/api/unsubscribe', unsubscribeResponseSchema, { method: 'POST', body: { token } });
    },

    // --- admin ---

    /** POST /api/admin/verify: 401 signed out, 403 not an admin; the server logs every outcome. */
    verifyAdmin(area: string, signal?: AbortSignal): Promise<AdminVerifyResponse> {
      return request('/api/admin/verify', adminVerifyResponseSchema, { method: 'POST', body: { area }, signal });
    },
    getOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
      return request('/api/admin/outbox', outboxResponseSchema, { signal });
    },
    /** GET /api/dev/mailbox: the outbox of an install without SMTP, with the key its console printed. */
    getDevMailbox(key: string, signal?: AbortSignal): Promise<OutboxResponse> {
      return request(`/api/dev/mailbox?key=${encodeURIComponent(key)}`, outboxResponseSchema, { signal });
    },
    sendEmailTest(input: EmailTestRequest): Promise<EmailTestResponse> {
      return request('/api/admin/email-test', emailTestResponseSchema, { method: 'POST', body: input });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Server and client error codes that have their own translated message under `errors.api.*`. */
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

/** The i18n key of the message to show for any thrown error (unknown codes get a generic one). */
export function apiErrorMessageKey(error: unknown): string {
  if (error instanceof ApiRequestError && TRANSLATED_CODES.has(error.code)) return `errors.api.${error.code}`;
  return 'errors.api.unknown';
}

/** Exposed for the locale completeness test. */
export const apiErrorCodes: readonly string[] = [...TRANSLATED_CODES, 'unknown'];
