/**
 * The real server as a child process (the same entry `npm start` runs, through tsx) that a fault
 * test can kill with SIGKILL and start again on the same port and database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Fixed, so the sessions signed by the seeding process (seed.ts) stay valid in every server
 * process of a test, however often it is restarted.
 */
export const AUTH_SECRET = 'faults-auth-secret-0123456789abcdefghij';

interface TestServerModule {
  freePort(): Promise<number>;
}

/** A TCP port nobody listens on, from the e2e runner's helper (imported by URL: a plain .mjs). */
export async function freePort(): Promise<number> {
  const module = (await import(pathToFileURL(join(root, 'scripts/test-server.mjs')).href)) as TestServerModule;
  return module.freePort();
}

/** Where the server keeps its data: an embedded database folder or a PostgreSQL URL. */
export type Storage = { dataDir: string } | { databaseUrl: string };

/** A server process under test: start it, kill it hard, start it again; its output for failures. */
export interface ServerProcess {
  readonly url: string;
  /** Starts a process and waits until /api/health answers 200 (throws with its output otherwise). */
  start(): Promise<void>;
  /** Starts a process without waiting, and resolves with its exit code (for refused starts). */
  startAndWaitExit(): Promise<number | null>;
  /** SIGKILL: no shutdown hook runs, in-flight requests are cut. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (clean shutdown at the end of a test). */
  stop(): Promise<void>;
  /** True while the last started process runs. */
  alive(): boolean;
  /** Everything the processes wrote, for failure messages. */
  output(): string;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A server on 127.0.0.1:`port` over `storage`; `env` adds variables (e.g. TRUST_PROXY). */
export function serverProcess(port: number, storage: Storage, env: Record<string, string> = {}): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  const spawnServer = () => {
    const started = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: 'dataDir' in storage ? storage.dataDir : '',
        DATABASE_URL: 'databaseUrl' in storage ? storage.databaseUrl : '',
        AUTH_SECRET,
        HIBP_URL: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      log += chunk.toString('utf8');
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    child = started;
    return started;
  };

  return {
    url,
    async start() {
      const started = spawnServer();
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline && started.exitCode === null) {
        try {
          if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
        } catch {
          // Not listening yet, or not answering yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      started.kill('SIGKILL');
      throw new Error(`The server did not become healthy on ${url}. Its output:\n${log}`);
    },
    startAndWaitExit() {
      return exited(spawnServer());
    },
    async kill9() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    },
    alive: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    output: () => log,
  };
}
