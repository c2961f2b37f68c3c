import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { everyRead, type ReadMemo, readsUntilWrite } from './reads-until-write';
import * as schema from './schema';

/** The query builder both drivers share; repositories depend on this type only. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The PGlite client (embedded only), e.g. to dump it as a template. */
  pglite?: PGlite;
  /** `pglite` (embedded) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** The pg pool's connections now (PostgreSQL only: PGlite has one connection and no pool). */
  poolUse?: () => { total: number; idle: number; waiting: number; max: number };
  /** Repeated reads answered from memory until a write (embedded only; every read runs on PostgreSQL). */
  reads: ReadMemo;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel`, from any connection of any
   * instance, once its transaction commits. On PostgreSQL it holds one connection of its own (outside
   * the pool) and reconnects after losing it, then calls `onGap`: what was published meanwhile was
   * missed. Resolves once listening; the function it resolves to stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const dialect = new PgDialect();

/**
 * A raw statement (one the query builder cannot express, such as a data-modifying CTE) built once and
 * run as a named prepared statement, so neither drizzle nor PostgreSQL rebuilds or replans it per call.
 * Values go in through `sql.placeholder(name)` in the statement and the `values` of each call. Rows
 * come back as the driver reads them: jsonb parsed, timestamps as text (select epoch numbers instead),
 * bigint as text.
 */
export function preparedStatement<Row>(db: Db, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    // Both drivers answer a statement without mapped fields with their raw result, which has `rows`.
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/** The committed SQL migrations. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the embedded PGlite database. `dataDir` undefined means in memory (tests); `template`, a
 * `dumpDataDir()` of another database, starts it from a copy instead of an empty cluster (faster).
 * PGlite has no lock between processes: the caller must hold the DATA_DIR lock first.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    // Extensions the migrations create: PGlite ships each as a module loaded here.
    extensions: { btree_gist, pg_trgm },
  });
  const reads = readsUntilWrite(client);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    reads,
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    // One process, one connection: PGlite delivers a NOTIFY to its own listeners after the commit.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/**
 * A connection attempt that gets no answer gives up after this long, so requests fail fast (503)
 * while PostgreSQL is unreachable instead of queueing forever (pg waits indefinitely by default).
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** Opens a PostgreSQL pool through `pg`. */
export function openPostgres(connectionString: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection (database restart) must not crash the process; the pool
  // drops that client and connects a new one on the next query.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    reads: everyRead,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    listen: (channel, onPayload, onGap) => listenPostgres(connectionString, channel, onPayload, onGap),
    close: () => pool.end(),
  };
}

/** Waits before reconnecting a lost LISTEN connection: 1 s, 2 s, 4 s ... at most 30 s. */
const relistenDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/** LISTEN on a connection of its own, reconnecting (with `onGap`) whenever it is lost. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // A lost connection ends the client; 'end' decides what happens next.
    client.on('error', () => {});
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      if (!stopped) reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
    attempt = 0;
  };
  const reconnectLater = () => {
    timer = setTimeout(() => {
      connect().then(
        () => onGap?.(),
        () => {
          attempt++;
          if (!stopped) reconnectLater();
        },
      );
    }, relistenDelay(attempt));
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end();
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
