/** The PostgreSQL server the benches and profiles make their fresh databases on. */
export const benchAdminUrl = () => process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A pool of this many connections per bench database. */
export const BENCH_CONNECTIONS = 20;
