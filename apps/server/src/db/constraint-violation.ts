/**
 * Whether `error` (or a driver error it wraps: drizzle's DrizzleQueryError) is the database refusing
 * a write by the constraint or index `name` with SQLSTATE `sqlState`: the database, not a read before
 * the write, decides a race between two requests. PGlite names the constraint in the message only,
 * PostgreSQL in `constraint` too.
 */
export function violatesConstraint(error: unknown, sqlState: string, name: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    const message = String((current as { message?: unknown }).message ?? '');
    if (code === sqlState && (constraint === name || message.includes(name))) return true;
  }
  return false;
}
