import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createUser } from '../test-accounts';
import { openTestDatabase } from '../test-app';
import { loadAppSecrets } from './app-secret';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', HIBP_URL: 'off', ...env });

describe('loadAppSecrets', () => {
  it('generates a secret once and keeps it in the database', async () => {
    const first = await loadAppSecrets(config(), database.db);
    const again = await loadAppSecrets(config(), database.db);
    expect(again).toEqual(first);
    expect(first.auth.length).toBeGreaterThanOrEqual(40);
  });

  it('uses AUTH_SECRET when set, with separate keys per purpose', async () => {
    const secrets = await loadAppSecrets(config({ AUTH_SECRET: 'x'.repeat(40) }), database.db);
    const generated = await loadAppSecrets(config(), database.db);
    expect(secrets.auth).not.toBe(generated.auth);
    expect(secrets.unsubscribe.toString('base64url')).not.toBe(secrets.auth);
  });

  it('keeps sessions valid across a restart (a new app on the same database)', async () => {
    const before = await buildApp({ config: config(), database });
    const user = await createUser({ app: before, database, close: () => before.close() });
    await before.close();
    const after = await buildApp({ config: config(), database });
    const res = await after.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    await after.close();
    expect(res.statusCode).toBe(200);
  });
});
