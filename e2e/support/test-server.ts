import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A server of a spec's own (scripts/test-server.mjs). */
export interface TestServer {
  baseUrl: string;
  healthy: boolean;
  stop: () => Promise<void>;
}
interface TestServerModule {
  startTestServer(options: { smtpPort: number; env?: Record<string, string> }): Promise<TestServer>;
}

const root = join(import.meta.dirname, '../..');

/**
 * Starts a server of the spec's own with `env` added, delivering e-mail to the suite's SMTP sink.
 * Throws when it does not become healthy.
 */
export async function startOwnServer(env: Record<string, string>, what: string): Promise<TestServer> {
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  if (!smtpPort) throw new Error('E2E_SMTP_PORT is not set: run the browser tests with `node scripts/e2e.mjs`.');
  // Imported by URL: the e2e project compiles no scripts (as bench/tap-to-paint.bench.ts does).
  const { startTestServer } = (await import(
    pathToFileURL(join(root, 'scripts/test-server.mjs')).href
  )) as TestServerModule;
  const started = await startTestServer({ smtpPort, env });
  if (!started.healthy) {
    await started.stop();
    throw new Error(`the ${what} server did not become healthy`);
  }
  return started;
}
