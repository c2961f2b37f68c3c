/**
 * Test support: every row of every table of the app's schema, to show that a refused request
 * changed nothing at all, whichever route it was sent to.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

type Rows = { rows: Record<string, unknown>[] };

/** Each table's rows as JSON text, sorted, so two snapshots compare equal when nothing changed. */
export async function databaseSnapshot(db: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows;
  const snapshot: Record<string, string[]> = {};
  for (const { table_name: name } of tables) {
    const { rows } = (await db.execute(sql`select * from ${sql.identifier(String(name))}`)) as unknown as Rows;
    snapshot[String(name)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
