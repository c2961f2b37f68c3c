import type { FastifyError, FastifyReply } from 'fastify';
import { errorBody } from './error-shape';

/** Fastify's router errors, by code: the status and our stable name for each. */
const ROUTER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'invalid_url', message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'url_too_long', message: 'A part of the address is too long.' },
};

/**
 * Fastify answers an address its router cannot read (broken percent-encoding, a parameter over
 * maxParamLength) before any hook or error handler runs, in its own body shape. This answers them
 * in ours, so every refusal a client sees is `{ error: { code, message } }`.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const known = ROUTER_ERRORS[error.code];
  if (known) return reply.code(known.status).send(errorBody(known.code, known.message));
  return reply.code(500).send(errorBody('internal_error', 'Something went wrong on our side.'));
}
