/**
 * The hostile-bodies bench's twin: the same app on an embedded database of its own, in a process of
 * its own that no hostile body reaches. It prints `{"url": ...}` as one line once it listens and
 * serves until its standard input closes. Run by `startHealthTwin` below, never by hand.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const thisFile = fileURLToPath(import.meta.url);

/** A running twin: its URL and how to stop it (the process ends and its database is removed). */
export interface HealthTwin {
  url: string;
  stop(): Promise<void>;
}

/** Starts the twin in a child process and resolves once it listens. */
export function startHealthTwin(): Promise<HealthTwin> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', thisFile, '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    void closed.then(() => reject(new Error('the health twin exited before it listened')));
    createInterface({ input: child.stdout as NonNullable<typeof child.stdout> }).once('line', (line) => {
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        url,
        stop: async () => {
          child.stdin?.end();
          await closed;
        },
      });
    });
  });
}

async function serve() {
  // Imported here so the parent, which only spawns, does not load the app twice.
  const { openTemporaryPglite, startServer } = await import('./api-server.ts');
  const { database, remove } = await openTemporaryPglite('marcador-bench-twin-');
  const server = await startServer(database);
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  process.stdin.resume();
  process.stdin.once('end', async () => {
    await server.app.close();
    await remove();
    process.exit(0);
  });
}

if (process.argv.includes('--serve')) await serve();
