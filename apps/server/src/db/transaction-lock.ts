import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Waits until no other transaction holds `key`, then holds it until the transaction `tx` ends (commit
 * or rollback): writers of one thing take turns where a row lock has no row to hold yet. `key` is
 * hashed to PostgreSQL's 32-bit advisory lock space, so two keys may rarely share a lock; that only
 * costs a wait.
 */
export async function lockUntilTransactionEnds(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
