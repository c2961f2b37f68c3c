/**
 * Prepares a database before any server process runs on it: migrated, with signed-in users and
 * their matches, made through the app itself (sign-up through the API, e-mail marked verified).
 * It runs in the test process and closes the database again, so the server child can take it.
 */

import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { lockDataDir } from '../../apps/server/src/db/data-dir-lock.ts';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/database.ts';
import { matchBody, matchesApi } from '../../apps/server/src/modules/matches/test-matches.ts';
import { createUser } from '../../apps/server/src/test-accounts.ts';
import { AUTH_SECRET, type Storage } from './server-process.ts';

/** A signed-in user as a device knows it: its session cookie, the matches it will play, how to sign in again. */
export interface SeededPlayer {
  cookie: string;
  matchIds: string[];
  account: { email: string; password: string };
}

async function open(storage: Storage): Promise<{ database: Database; release: () => void }> {
  if ('databaseUrl' in storage) return { database: openPostgres(storage.databaseUrl, 5), release: () => {} };
  // The lock, as the server takes it: nothing else may have the folder open meanwhile.
  const release = lockDataDir(storage.dataDir);
  return { database: await openPglite(storage.dataDir), release };
}

/** `players` users with `matchesEach` started matches each, on `storage`. */
export async function seedPlayers(storage: Storage, players: number, matchesEach: number): Promise<SeededPlayer[]> {
  const { database, release } = await open(storage);
  try {
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'production', HIBP_URL: 'off', LOG_LEVEL: 'silent', AUTH_SECRET });
    const app = await buildApp({ config, database });
    const context = { app, database, close: async () => {} };
    const seeded: SeededPlayer[] = [];
    // One after another: sign-up hashes a password, and the machine is shared.
    for (let i = 0; i < players; i++) {
      const user = await createUser(context);
      const api = matchesApi(context, user);
      const matchIds: string[] = [];
      for (let m = 0; m < matchesEach; m++) matchIds.push(await api.play([], matchBody({ startedAt: Date.now() })));
      seeded.push({ cookie: user.cookie, matchIds, account: { email: user.email, password: user.password } });
    }
    await app.close();
    return seeded;
  } finally {
    await database.close();
    release();
  }
}
