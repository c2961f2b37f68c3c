import { type AccountMessageKey, formatAccountMessage, type Locale, type MessageParams } from '@marcador/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer in: the `x-language` header the web app sends (its chosen interface
 * language), else English when Accept-Language starts with it, else Spanish (the default).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const explicit = request.headers['x-language'];
  if (explicit === 'es' || explicit === 'en') return explicit;
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** A problem with one request field; the domain's AccountIssue is one, with form field names. */
export interface FieldIssue {
  readonly field: string;
  readonly key: AccountMessageKey;
  readonly params?: MessageParams;
}

/**
 * A failure of an account rule or permission. The error-shape plugin renders it as
 * `{ error: { code, message, key, fields? } }` with `message` and `fields` in the request's language.
 */
export class AccountError extends Error {
  override name = 'AccountError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly key: AccountMessageKey,
    readonly params: MessageParams = {},
    /** Per-field problems (validation); the first one is usually the headline. */
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(key);
  }

  /** A 400 for broken validation rules; the first issue is the headline message. */
  static validation(issues: readonly [FieldIssue, ...FieldIssue[]], code = 'validation_failed'): AccountError {
    const [first] = issues;
    return new AccountError(400, code, first.key, first.params, issues);
  }
}

/** The JSON error body of an AccountError in `locale`. */
export function accountErrorBody(error: AccountError, locale: Locale) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.field] ??= formatAccountMessage(locale, issue.key, issue.params);
  const message = formatAccountMessage(locale, error.key, error.params);
  return {
    error: {
      code: error.code,
      message,
      key: error.key,
      ...(error.issues.length > 0 ? { fields } : {}),
    },
  };
}
