import { resolve } from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { type Database, openPglite, openPostgres } from '../db/database';

/**
 * Runs `work` on the configured database, migrated: DATABASE_URL, else the embedded database in
 * DATA_DIR, taking the same lock as the server (while a server runs on that folder the command
 * refuses: stop it, or use PostgreSQL). Configuration and lock problems come back as a message for
 * the operator; everything is closed afterwards.
 */
export async function withConfiguredDatabase<T>(
  env: Record<string, string | undefined>,
  work: (database: Database, config: AppConfig) => Promise<T>,
): Promise<T | { code: 1; message: string }> {
  let release = () => {};
  let database: Database | undefined;
  try {
    const config = loadConfig(env);
    if (config.DATABASE_URL) {
      database = openPostgres(config.DATABASE_URL, 1);
    } else {
      const dataDir = resolve(config.DATA_DIR);
      release = lockDataDir(dataDir);
      database = await openPglite(dataDir);
    }
    await database.migrate();
    return await work(database, config);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) return { code: 1, message: error.message };
    throw error;
  } finally {
    await database?.close();
    release();
  }
}
