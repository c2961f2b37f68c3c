import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { AccountError, accountErrorBody, requestLocale } from './locale';

/** Builds the project's one error body: `{ error: { code, message, fields?, details? } }`. */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, string>,
) {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
}

/**
 * A failure with our own code and an English message (for errors outside the account rules);
 * `details`: the facts the web puts into its own copy of the code (a session clash's court and times).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Fastify's own 4xx codes mapped to stable names the web client translates. */
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_body',
  FST_ERR_VALIDATION: 'validation_failed',
};

/**
 * Every failure leaves as JSON in one shape. Client mistakes keep their 4xx status; an unreachable
 * database is a 503 `database_unavailable` with Retry-After (the device keeps its entries and tries
 * again); anything else is a 500 whose body never carries a stack or an internal message (outside
 * development).
 */
export const errorShape = fp(async (app: FastifyInstance, opts: { exposeInternals: boolean }) => {
  app.setErrorHandler((error: FastifyError | AccountError | HttpError, request, reply) => {
    if (error instanceof AccountError) {
      return reply.code(error.statusCode).send(accountErrorBody(error, requestLocale(request)));
    }
    if (error instanceof HttpError) {
      // Thrown on purpose with a message written for clients; a 5xx one names a service we depend
      // on (502 payment_provider_unavailable), worth a warning in the log.
      if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, undefined, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[path] ??= issue.message ?? 'invalid';
      }
      return reply.code(400).send(errorBody('validation_failed', 'The request is not valid.', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(errorBody('internal_error', 'Something went wrong on our side.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'rate_limited' : (fastifyCodes[error.code] ?? 'bad_request');
      return reply.code(status).send(errorBody(code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // A warning, not an error: every request fails this way while the database is away.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .code(503)
        .send(errorBody('database_unavailable', 'The service is briefly unavailable. Try again shortly.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    const message = opts.exposeInternals ? error.message : 'Something went wrong on our side.';
    return reply.code(status >= 500 && status < 600 ? status : 500).send(errorBody('internal_error', message));
  });
});
