import { violatesConstraint } from './constraint-violation';

/** Postgres unique_violation (SQLSTATE 23505). */
const UNIQUE_VIOLATION = '23505';

/** Whether `error` is a unique violation of the index `indexName` (see violatesConstraint). */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  return violatesConstraint(error, UNIQUE_VIOLATION, indexName);
}
