/**
 * Recognises a failure that means "the database cannot be reached right now" (PostgreSQL stopped,
 * restarting, or refusing connections), as opposed to a bug or a bad statement. Those requests
 * answer 503 with Retry-After, so devices keep their entries and retry instead of treating a 500 as
 * a server fault; when PostgreSQL is back the pool reconnects on its own.
 */

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or shutting down),
 * 53300 too_many_connections.
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** pg and pg-pool report a lost or unobtainable connection with these messages and no code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when `error`, or anything in its `cause` chain (drizzle wraps driver errors in
 * DrizzleQueryError) or among an AggregateError's errors (a refused connection to both
 * `localhost` addresses), says the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableState(code))) return true;
  if (CONNECTION_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}
