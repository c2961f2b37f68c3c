/**
 * Test support: a fresh database per test file and the app built on it, used through `app.inject`.
 * The `server` Vitest project runs on in-memory PGlite; the `server-pg` project (present when
 * TEST_DATABASE_URL is set) runs the same files on PostgreSQL, each file in a database of its own.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { type Database, migrationsFolder, openPglite, openPostgres } from './db/database';
import { startSmtpSink } from './test-servers';

/** A fresh database on the PostgreSQL server at `adminUrl`; closing it drops it (tests, benches). */
export async function freshPostgres(adminUrl: string, connections: number): Promise<Database> {
  const name = `marcador_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), connections);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Files of a folder and its subfolders, sorted, for hashing. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** The installed PGlite (its package.json is not exported, so it is read from node_modules). */
const pgliteManifest = fileURLToPath(
  new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);

/**
 * A dump of an empty, migrated PGlite database, cached in .tmp under a hash of the migrations and
 * the PGlite version. Starting a test database from it takes a fraction of a fresh PGlite's initdb
 * (about 2 s per test file otherwise). Written to a temporary name and renamed, so parallel workers
 * never read half a file; dumps of older migrations are removed.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256').update(readFileSync(pgliteManifest));
  for (const file of filesUnder(migrationsFolder)) hash.update(file).update(readFileSync(file));
  const dir = fileURLToPath(new URL('../../../.tmp', import.meta.url));
  const path = join(dir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const database = await openPglite();
    await database.migrate();
    const dump = await database.pglite?.dumpDataDir('none');
    await database.close();
    if (!dump) throw new Error('PGlite could not dump the template database');
    mkdirSync(dir, { recursive: true });
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    for (const name of readdirSync(dir)) {
      if (/^pglite-template-\w+\.tar$/.test(name) && join(dir, name) !== path) rmSync(join(dir, name), { force: true });
    }
    return dump;
  }
}

/**
 * Opens a migrated, empty database of the kind this Vitest project tests. `connections` sizes the
 * PostgreSQL pool (PGlite has one): 1 puts every statement on one backend, whose statistics a test
 * can then read exactly.
 */
export async function openTestDatabase(connections = 10): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database =
    process.env.MARCADOR_TEST_DB === 'postgres' && adminUrl
      ? await freshPostgres(adminUrl, connections)
      : await openPglite(undefined, await migratedTemplate());
  await database.migrate();
  return database;
}

/**
 * Builds the app on a fresh database; `env` overrides configuration variables. Nothing may reach
 * the internet from a test: the breached-password lookup is off unless a test points HIBP_URL at
 * its own stand-in server. Server speech is off too, so answers do not depend on whether the
 * machine has espeak-ng; the TTS tests turn it on against their stand-ins. `logger` reads the app's
 * log (what a console would show), e.g. `{ level: 'warn', stream }`.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    logger?: BuildAppOptions['logger'];
    connections?: number;
  } = {},
) {
  const config: AppConfig = loadConfig({ NODE_ENV: 'test', HIBP_URL: 'off', TTS_PROVIDER: 'off', ...options.env });
  const database = await openTestDatabase(options.connections);
  const app = await buildApp({ config, database, webRoot: options.webRoot, logger: options.logger });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      // A client of a test that listened may still hold a connection; once the file's tests are done
      // nothing on it matters, and waiting for it could outlast the hook (a red CI once).
      app.server.closeAllConnections();
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app with its e-mail delivered to a real SMTP server of the test's own (test-servers.ts), whose
 * `messages` are what was sent; `close` stops both.
 */
export async function createTestAppWithSmtpSink() {
  const sink = await startSmtpSink();
  const ctx = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Marcador <hola@marcador.test>' } });
  return {
    ctx,
    sink,
    close: async () => {
      await ctx.close();
      await sink.close();
    },
  };
}
