import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/database.ts';

/** The PostgreSQL server the benches and profiles make their fresh databases on. */
export const benchAdminUrl = () => process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A pool of this many connections per bench database. */
export const BENCH_CONNECTIONS = 20;

/** The PostgreSQL server to create databases on, or why there is none (its figures are then skipped). */
export async function postgresServer(): Promise<{ adminUrl: string } | { skipped: string }> {
  const adminUrl = benchAdminUrl();
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
    await admin.end();
    return { adminUrl };
  } catch (error) {
    return { skipped: `${adminUrl} does not answer (${(error as Error).message}); set BENCH_DATABASE_URL` };
  }
}

/** The server's URL for a bench measured on PostgreSQL only, or null once it has said why it is skipped. */
export async function postgresOnly(bench: string): Promise<string | null> {
  const postgres = await postgresServer();
  if ('adminUrl' in postgres) return postgres.adminUrl;
  console.error(`${bench}: skipped (PostgreSQL only): ${postgres.skipped}.`);
  return null;
}

/** The URL of `database` on the PostgreSQL server at `adminUrl`, for another process's own pool. */
export async function databaseUrl(adminUrl: string, database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(adminUrl);
  url.pathname = `/${result.rows[0]?.name}`;
  return url.toString();
}
