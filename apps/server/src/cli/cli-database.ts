/**
 * How an operator command opens the database: DATABASE_URL, else the embedded database in DATA_DIR,
 * taking the same lock as the server (while a server runs on that folder the command refuses).
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { type Database, openPglite, openPostgres } from '../db/database';

/** What a command printed and its exit code (0 done, 1 failed, 2 bad usage). */
export interface CommandResult {
  code: 0 | 1 | 2;
  message: string;
}

/** Opens and migrates the configured database, runs `work` on it and closes everything. */
export async function withCliDatabase(
  env: Record<string, string | undefined>,
  work: (database: Database) => Promise<CommandResult>,
): Promise<CommandResult> {
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
    return await work(database);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) return { code: 1, message: error.message };
    throw error;
  } finally {
    await database?.close();
    release();
  }
}
