/**
 * Starts Marcador: validates the configuration, opens the database (PostgreSQL when DATABASE_URL is
 * set, else the embedded PGlite under a locked DATA_DIR), applies migrations, serves API and SPA,
 * and closes everything cleanly on SIGINT/SIGTERM.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { type Database, openPglite, openPostgres } from './db/database';
import { providerLine } from './modules/billing/billing';

const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  let release = () => {};
  let database: Database;
  if (config.DATABASE_URL) {
    database = openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  } else {
    const dataDir = resolve(config.DATA_DIR);
    release = lockDataDir(dataDir);
    database = await openPglite(dataDir);
  }
  await database.migrate();

  const app = await buildApp({
    config,
    database,
    webRoot,
    logger: { level: config.LOG_LEVEL },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${resolve(config.DATA_DIR)}`;
  app.log.info(providerLine(app.billing));
  app.log.info(`Marcador ready on ${config.APP_URL ?? `http://localhost:${config.PORT}`} (${where})`);
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the user's to fix: one clear message, no stack.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Marcador could not start:', error);
  }
  process.exit(1);
});
