import pg from 'pg';

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
