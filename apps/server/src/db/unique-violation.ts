/** Postgres unique_violation (SQLSTATE 23505). */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` (or a driver error it wraps) is a unique violation of the index `indexName`: the
 * database, not a read before the write, decides a race between two requests. PGlite names the
 * index in the message only, PostgreSQL in `constraint` too.
 */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    const message = String((current as { message?: unknown }).message ?? '');
    if (code === UNIQUE_VIOLATION && (constraint === indexName || message.includes(indexName))) return true;
  }
  return false;
}
