/** The real app on a free port of 127.0.0.1, as the API benchmarks load it. */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/database.ts';

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
