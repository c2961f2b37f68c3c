/**
 * The statistics bench's database at scale: `marcador_bench_scale` (BENCH_SCALE_DATABASE) on the
 * bench's PostgreSQL server, seeded once by the demo seed's bulk path (decision 039) and kept between
 * runs. It is reused while it holds `players` demo players and between `matches` and 10% more matches
 * (each bench run adds a few hundred); otherwise, or with BENCH_SCALE_REBUILD=1, it is dropped and
 * seeded again (about half an hour at 100,000 players and 1,000,000 matches on a busy 2-core machine).
 */
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { SEED_EMAIL_DOMAIN, seed } from '../apps/server/src/cli/seed.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, type Db, openPostgres } from '../apps/server/src/db/database.ts';
import { BENCH_CONNECTIONS } from './fresh-postgres.ts';

const NAME = process.env.BENCH_SCALE_DATABASE || 'marcador_bench_scale';
/** Matches each bench run may add before the database no longer counts as seeded at its size. */
const GROWTH = 1.1;

/** The rows of a query on PostgreSQL, typed as the caller says they are. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** How many demo players and matches the database holds. */
async function sizeOf(database: Database) {
  const [row] = await rowsOf<{ players: number; matches: number }>(
    database.db,
    sql`select (select count(*) from users where email like ${`%@${SEED_EMAIL_DOMAIN}`})::int as players,
      (select count(*) from matches)::int as matches`,
  );
  return row ?? { players: 0, matches: 0 };
}

/** Drops and creates the database; connections left open on it (an interrupted run) are ended first. */
async function recreate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [NAME]);
    await admin.query(`drop database if exists ${NAME}`);
    await admin.query(`create database ${NAME}`);
  } finally {
    await admin.end();
  }
}

async function exists(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [NAME])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

/**
 * The database at this size, seeded if it is not already, migrated and analysed, open with the
 * bench's pool. Says on stderr whether it was reused or how long the seed took.
 */
export async function scaleDatabase(adminUrl: string, players: number, matches: number): Promise<Database> {
  const url = new URL(adminUrl);
  url.pathname = `/${NAME}`;
  const open = async () => {
    const database = openPostgres(url.href, BENCH_CONNECTIONS);
    await database.migrate();
    return database;
  };
  if (process.env.BENCH_SCALE_REBUILD !== '1' && (await exists(adminUrl))) {
    const database = await open();
    const size = await sizeOf(database);
    if (size.players === players && size.matches >= matches && size.matches <= matches * GROWTH) {
      console.error(`  statistics: reusing ${NAME} (${size.players} players, ${size.matches} matches)`);
      // Fresh planner statistics: a database seeded by `npm run seed` was never analysed.
      await database.db.execute(sql`vacuum analyze`);
      return database;
    }
    await database.close();
  }
  await recreate(adminUrl);
  const database = await open();
  const started = performance.now();
  const config = loadConfig({ NODE_ENV: 'production', HIBP_URL: 'off', LOG_LEVEL: 'silent' });
  const result = await seed(database, config, { players, matches, bulk: true, force: false });
  if (result.code !== 0) throw new Error(`seeding ${NAME}: ${result.message}`);
  await database.db.execute(sql`vacuum analyze`);
  console.error(
    `  statistics: ${result.message} (${((performance.now() - started) / 1000).toFixed(0)} s with analyze)`,
  );
  return database;
}
