/**
 * Test support: a fresh database per test file and the app built on it, used through `app.inject`.
 * The `server` Vitest project runs on in-memory PGlite; the `server-pg` project (present when
 * TEST_DATABASE_URL is set) runs the same files on PostgreSQL, each file in a database of its own.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/database';

async function freshPostgres(adminUrl: string): Promise<Database> {
  const name = `marcador_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 10);
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

/** Opens a migrated, empty database of the kind this Vitest project tests. */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database =
    process.env.MARCADOR_TEST_DB === 'postgres' && adminUrl ? await freshPostgres(adminUrl) : await openPglite();
  await database.migrate();
  return database;
}

/** Builds the app on a fresh database; `env` overrides configuration variables. */
export async function createTestApp(options: { env?: Record<string, string>; webRoot?: string } = {}) {
  const config: AppConfig = loadConfig({ NODE_ENV: 'test', ...options.env });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, webRoot: options.webRoot });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
