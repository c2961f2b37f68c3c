/** The real app on a free port of 127.0.0.1, as the API benchmarks load it. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite } from '../apps/server/src/db/database.ts';
import { entryLog, matchBody, matchesApi } from '../apps/server/src/modules/matches/test-matches.ts';
import { createUser } from '../apps/server/src/test-accounts.ts';
import { freshPostgres } from '../apps/server/src/test-app.ts';
import type { Client } from './api-load.ts';
import { BENCH_CONNECTIONS, postgresServer } from './fresh-postgres.ts';

/** An embedded database in a fresh temporary folder; `remove` closes it and deletes the folder. */
export async function openTemporaryPglite(prefix = 'marcador-bench-') {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const database = await openPglite(dataDir);
  const remove = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, database, remove };
}

/** A database an API bench measures the app on: a fresh PostgreSQL database, or PGlite in a temporary folder. */
export interface BenchDatabase {
  key: 'pg' | 'pglite';
  label: string;
  /** Opens a new one; `cleanup` closes it (and drops or deletes it). */
  open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>;
}

/**
 * The databases `bench` measures on: PostgreSQL first when a server answers (else its figures are
 * skipped, with a message naming `bench`), then the embedded PGlite, what `npm start` uses.
 */
export async function benchDatabases(bench: string): Promise<BenchDatabase[]> {
  const databases: BenchDatabase[] = [];
  const postgres = await postgresServer();
  if ('skipped' in postgres) {
    console.error(`${bench}: PostgreSQL figures skipped: ${postgres.skipped}.`);
  } else {
    databases.push({
      key: 'pg',
      label: 'PostgreSQL',
      async open() {
        // Closing the database drops it.
        const database = await freshPostgres(postgres.adminUrl, BENCH_CONNECTIONS);
        return { database, cleanup: () => database.close() };
      },
    });
  }
  databases.push({
    key: 'pglite',
    label: 'PGlite',
    async open() {
      const { database, remove } = await openTemporaryPglite();
      return { database, cleanup: remove };
    },
  });
  return databases;
}

/**
 * The app on `database` (migrated first) with TRUST_PROXY, so each request's X-Forwarded-For is its
 * client address; `env` adds configuration (e.g. Stripe pointed at a stand-in).
 */
export async function startServer(database: Database, env: Record<string, string> = {}) {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    HIBP_URL: 'off',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, context: { app, database, close: async () => {} } };
}

/** A client that can also sign in again. */
export interface Account extends Client {
  account: { email: string; password: string };
}

/**
 * `count` users made through the API (sign-up, sign-in), each with `matches` started matches of
 * `points` alternating points.
 */
export async function signedInClients(
  server: Awaited<ReturnType<typeof startServer>>,
  count: number,
  matches: number,
  points = 0,
): Promise<Account[]> {
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
