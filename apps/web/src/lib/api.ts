import {
  apiErrorSchema,
  type ContactRequest,
  type ContactResponse,
  contactRequestSchema,
  contactResponseSchema,
  type PublicConfig,
  publicConfigSchema,
} from '@marcador/contracts';

/** The part of a zod schema the client needs; keeps this module free of a direct zod import. */
interface Schema<T> {
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
    /** Field-level problems from a validation error: field path -> server message (English). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Defaults to the global fetch; tests pass their own. */
  fetch?: typeof fetch;
  /** The interface language, sent as Accept-Language so server-side copy (e-mails) matches it. */
  language?: () => string;
}

/** A small typed client: every response is checked against its contract schema before use. */
export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(path: string, schema: Schema<T>, { method = 'GET', body, signal }: RequestOptions = {}) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;

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
        const { code, message, fields } = failure.data.error;
        throw new ApiRequestError(response.status, code, message, fields);
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

/** The i18n key of the message to show for any thrown error (unknown codes get a generic one). */
export function apiErrorMessageKey(error: unknown): string {
  if (error instanceof ApiRequestError && TRANSLATED_CODES.has(error.code)) return `errors.api.${error.code}`;
  return 'errors.api.unknown';
}

/** Exposed for the locale completeness test. */
export const apiErrorCodes: readonly string[] = [...TRANSLATED_CODES, 'unknown'];
