/**
 * The API under load: the real app on 127.0.0.1 (built in this process, on a fresh database), loaded
 * by autocannon from a second process with 50 connections and no pipelining. Per endpoint:
 * requests/s, p50 and p99 latency of GET /api/health, the event append (POST
 * /api/matches/:id/entries, one point per request), the history list (GET /api/matches) and GET
 * /api/me; sign-in separately with 10 connections (its password hash is slow on purpose).
 *
 * PostgreSQL: BENCH_DATABASE_URL names a server; each run of the benchmark creates a fresh
 * database on it and drops it afterwards. Without it, postgres://postgres@127.0.0.1:5432 is tried
 * the same way, else the PostgreSQL figures are skipped with a message. The embedded PGlite (in a
 * temporary DATA_DIR) is measured beside it, report-only: the budgets are for production, which runs
 * on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/database.ts';
import { entryLog, matchBody, matchesApi } from '../apps/server/src/modules/matches/test-matches.ts';
import { createUser } from '../apps/server/src/test-accounts.ts';
import { type Client, type LoadResult, loadFromSecondProcess, type Scenario } from './api-load.ts';
import { startServer } from './api-server.ts';
import type { BenchmarkGroup, Budget, Metric } from './types.ts';

const CONNECTIONS = 50;
const SIGN_IN_CONNECTIONS = 10;
const SECONDS = 5;
/** Longer: a sign-in hashes a password (tens of ms of CPU), so a short run completes few of them. */
const SIGN_IN_SECONDS = 8;
/** Enough for the sign-ins in flight at the end of a run (p99 a few seconds on a busy machine). */
const DRAIN_MS = 5_000;
const WARMUP_SECONDS = 2;
const REPEAT = 3;
/** Append clients: each is a device with its own user (the per-user write limit is 600 a minute). */
const APPEND_CLIENTS = CONNECTIONS;
const MATCHES_PER_APPEND_CLIENT = 4;
/** Readers of the history list and /api/me: users with a history of finished-length matches. */
const READERS = 10;
const MATCHES_PER_READER = 12;
/**
 * Accounts that sign in, in turn. The per-e-mail limit is 5 sign-ins a minute, so this many allow
 * 1,500 a minute: above what password hashing allows two cores across two runs inside one minute.
 */
const SIGN_IN_ACCOUNTS = 300;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

type Endpoint = 'health' | 'append' | 'history' | 'me' | 'signIn';

const ENDPOINTS: { key: Endpoint; label: string; budgets?: { rps: Budget; p99: Budget } }[] = [
  { key: 'health', label: 'GET /api/health' },
  { key: 'append', label: 'event append', budgets: { rps: { min: 2_000 }, p99: { max: 50 } } },
  { key: 'history', label: 'history list' },
  { key: 'me', label: 'GET /api/me' },
  { key: 'signIn', label: 'sign-in (10 connections)' },
];

type Server = Awaited<ReturnType<typeof startServer>>;

/** A client that can also sign in again. */
interface Account extends Client {
  account: { email: string; password: string };
}

/** `count` users made through the API (sign-up, sign-in), each with `matches` started matches. */
async function clients(server: Server, count: number, matches: number, points = 0): Promise<Account[]> {
  const made: Account[] = [];
  // Few at a time: every sign-up hashes a password.
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, async () => {
      const user = await createUser(server.context);
      const api = matchesApi(server.context, user);
      const matchIds: string[] = [];
      for (let m = 0; m < matches; m++) {
        const log = entryLog().points('12'.repeat(points / 2));
        matchIds.push(await api.play(log.entries, matchBody({ startedAt: Date.now() })));
      }
      return { cookie: user.cookie, matchIds, account: { email: user.email, password: user.password } };
    });
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** A PostgreSQL server to create databases on, or why there is none. */
async function postgresServer(): Promise<{ adminUrl: string } | { skipped: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL || LOCAL_POSTGRES;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
    await admin.end();
    return { adminUrl };
  } catch (error) {
    return { skipped: `${adminUrl} does not answer (${(error as Error).message}); set BENCH_DATABASE_URL` };
  }
}

/** A fresh database on the server at `adminUrl`, dropped by `drop`. */
async function freshPostgres(adminUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `marcador_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: openPostgres(url.toString(), 20),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Every endpoint of one database as a group: one pass over the endpoints per run. */
function apiGroup(
  label: string,
  open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>,
  { withBudgets }: { withBudgets: boolean },
) {
  let server: Server | undefined;
  let cleanup = async () => {};
  const scenarios = new Map<Endpoint, () => Promise<Scenario>>();

  const metrics: Metric[] = ENDPOINTS.flatMap(({ key, label: endpoint, budgets }) => {
    const budget = withBudgets ? budgets : undefined;
    return [
      { key: `${key}.rps`, name: `api ${label}: ${endpoint}`, unit: 'req/s', budget: budget?.rps ?? {} },
      { key: `${key}.p50`, name: `api ${label}: ${endpoint} p50`, unit: 'ms', budget: {} },
      { key: `${key}.p99`, name: `api ${label}: ${endpoint} p99`, unit: 'ms', budget: budget?.p99 ?? {} },
    ];
  });

  const run = async (key: Endpoint, seconds: number): Promise<LoadResult> => {
    const scenario = await (scenarios.get(key) as () => Promise<Scenario>)();
    const connections = key === 'signIn' ? SIGN_IN_CONNECTIONS : CONNECTIONS;
    const result = await loadFromSecondProcess((server as Server).url, scenario, connections, seconds);
    if (result.total === 0) throw new Error(`${label} ${key}: no request completed in ${seconds} s`);
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(
        `${label} ${key}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    return result;
  };

  const group: BenchmarkGroup = {
    name: `api on ${label}`,
    metrics,
    repeat: REPEAT,
    async setup() {
      const opened = await open();
      cleanup = opened.cleanup;
      const started = await startServer(opened.database);
      server = started;
      const readers = await clients(started, READERS, MATCHES_PER_READER, 40);
      const signingIn = await clients(started, SIGN_IN_ACCOUNTS, 0);
      scenarios.set('health', async () => ({ kind: 'get', path: '/api/health', clients: readers }));
      // Fresh devices each run, so the per-user write limit (600 a minute) counts one run's requests.
      scenarios.set('append', async () => ({
        kind: 'append',
        clients: await clients(started, APPEND_CLIENTS, MATCHES_PER_APPEND_CLIENT),
      }));
      scenarios.set('history', async () => ({ kind: 'get', path: '/api/matches', clients: readers }));
      scenarios.set('me', async () => ({ kind: 'get', path: '/api/me', clients: readers }));
      scenarios.set('signIn', async () => ({ kind: 'sign-in', accounts: signingIn.map(({ account }) => account) }));
      // JIT and connection-pool warm-up; not reported. Sign-in is warmed by its own first requests.
      for (const { key } of ENDPOINTS) if (key !== 'signIn') await run(key, WARMUP_SECONDS);
    },
    async run() {
      const figures: Record<string, number> = {};
      for (const { key } of ENDPOINTS) {
        const result = await run(key, key === 'signIn' ? SIGN_IN_SECONDS : SECONDS);
        figures[`${key}.rps`] = result.rps;
        figures[`${key}.p50`] = result.p50;
        figures[`${key}.p99`] = result.p99;
      }
      return figures;
    },
    async teardown() {
      // Sign-ins still hashing when the load process hung up finish first, rather than fail against
      // a closed database (Fastify's close does not wait for requests whose client has gone).
      if (server) await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      await server?.app.close();
      server = undefined;
      await cleanup();
    },
  };
  return group;
}

const groups: BenchmarkGroup[] = [];
const postgres = await postgresServer();
if ('skipped' in postgres) {
  console.error(`api: PostgreSQL figures skipped: ${postgres.skipped}.`);
} else {
  groups.push(
    apiGroup(
      'PostgreSQL',
      async () => {
        const { database, drop } = await freshPostgres(postgres.adminUrl);
        return {
          database,
          cleanup: async () => {
            await database.close();
            await drop();
          },
        };
      },
      { withBudgets: true },
    ),
  );
}
groups.push(
  apiGroup(
    'PGlite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'marcador-bench-'));
      const database = await openPglite(dataDir);
      return {
        database,
        cleanup: async () => {
          await database.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
    { withBudgets: false },
  ),
);

export default groups;
