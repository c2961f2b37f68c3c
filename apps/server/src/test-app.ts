/**
 * Test support: a fresh database per test file and the app built on it, used through `app.inject`.
 * The `server` Vitest project runs on in-memory PGlite; the `server-pg` project (present when
 * TEST_DATABASE_URL is set) runs the same files on PostgreSQL, each file in a database of its own.
 */
import { createHash, type Hash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { type Database, migrationsFolder, openPglite, openPostgres } from './db/database';
import { startSmtpSink } from './test-servers';

/** The URL of database `name` on the server of `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated, empty database on the server of `admin`, named by a hash of the migrations, which fresh
 * test databases copy (`CREATE DATABASE ... TEMPLATE`): a copy takes about 0.3 s where running the
 * migrations took 1.1-1.5 s, paid by every test file on PostgreSQL. Built under an advisory lock, so
 * parallel workers build it once, and renamed when complete. Nobody connects to it after, which a copy
 * needs. CI drops it with the other `marcador_test_` databases.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `marcador_test_template_${migrationsHash().digest('hex').slice(0, 16)}`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const database = openPostgres(databaseUrl(adminUrl, building), 1);
    await database.migrate();
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * A fresh, migrated database on the PostgreSQL server at `adminUrl` (a copy of the migrated
 * template); closing it drops it (tests, benches).
 */
export async function freshPostgres(adminUrl: string, connections: number): Promise<Database> {
  const name = `marcador_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = await postgresTemplate(admin, adminUrl);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = openPostgres(databaseUrl(adminUrl, name), connections);
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

/** A hash of the migrations' files, naming the templates built from them. */
function migrationsHash(): Hash {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsFolder))
    hash.update(relative(migrationsFolder, file)).update(readFileSync(file));
  return hash;
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
  const hash = migrationsHash().update(readFileSync(pgliteManifest));
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
