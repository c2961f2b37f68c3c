import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseMigration, DatabaseTable } from '@marcador/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from '../../db/database';

/** Below this planner estimate a table is counted exactly; above it the estimate is shown, labelled. */
const EXACT_COUNT_BELOW = 100_000;

/** Both drivers answer a raw statement with its rows under `rows`. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The committed migrations' tags by their `when`, which drizzle stores as the applied row's created_at. */
function migrationTags(): Map<number, string> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

/**
 * The catalogue reads of /database-admin. Read-only: every statement is a select, and a table name
 * reaches SQL only as an identifier taken from the catalogue (`tableNamed`), never as typed.
 */
export function databaseAdminRepository(db: Db) {
  const tags = migrationTags();

  async function tableNames(): Promise<string[]> {
    const rows = await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    );
    return rows.map((row) => row.name);
  }

  return {
    async version(): Promise<string> {
      const [row] = await rowsOf<{ version: string }>(db, sql`select current_setting('server_version') as version`);
      return row?.version ?? '';
    },

    async tables(): Promise<DatabaseTable[]> {
      const rows = await rowsOf<{ name: string; estimate: number; bytes: number }>(
        db,
        sql`select c.relname as name, c.reltuples::float8 as estimate, pg_total_relation_size(c.oid)::float8 as bytes
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
      );
      const tables: DatabaseTable[] = [];
      for (const row of rows) {
        // reltuples is -1 for a table never vacuumed or analysed: count it.
        const estimated = row.estimate >= EXACT_COUNT_BELOW;
        const count = estimated
          ? Math.round(row.estimate)
          : ((await rowsOf<{ n: number }>(db, sql`select count(*)::float8 as n from ${sql.identifier(row.name)}`))[0]
              ?.n ?? 0);
        tables.push({ name: row.name, rows: count, estimated, bytes: Number(row.bytes) });
      }
      return tables;
    },

    async migrations(): Promise<DatabaseMigration[]> {
      const rows = await rowsOf<{ hash: string; created: number }>(
        db,
        sql`select hash, created_at::float8 as created from drizzle.__drizzle_migrations order by created_at, id`,
      );
      return rows.map((row) => ({
        name: tags.get(Number(row.created)) ?? row.hash,
        appliedAt: new Date(Number(row.created)).toISOString(),
      }));
    },

    /** The table of that name in the catalogue, or null: the only way a name reaches the reads below. */
    async tableNamed(name: string): Promise<string | null> {
      return (await tableNames()).find((table) => table === name) ?? null;
    },

    async columnsOf(table: string): Promise<string[]> {
      const rows = await rowsOf<{ name: string }>(
        db,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
      );
      return rows.map((row) => row.name);
    },

    /**
     * The newest rows, each as a JSON object (both drivers then read every type alike: timestamps as
     * ISO text), by `orderedBy` descending, or by ctid (physical order) when the table has no column
     * that says when.
     */
    async newestRows(table: string, orderedBy: string | null, limit: number): Promise<Record<string, unknown>[]> {
      const order = orderedBy ? sql`t.${sql.identifier(orderedBy)}` : sql`t.ctid`;
      const rows = await rowsOf<{ row: Record<string, unknown> }>(
        db,
        sql`select to_jsonb(t) as row from ${sql.identifier(table)} t order by ${order} desc limit ${limit}`,
      );
      return rows.map((row) => row.row);
    },
  };
}
