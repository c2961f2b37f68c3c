/**
 * One instance of the real app in a process of its own: on a PostgreSQL database that another process
 * made (what a second server behind a load balancer is: the realtime bench), or on an embedded
 * database of its own in a temporary folder (the hostile-bodies bench's twin, which no hostile body
 * reaches, and the server it attacks). `startAppInstance` forks it with an IPC channel; it answers the
 * parent's questions about its memory and open event streams, measures its own event loop and CPU
 * time between two of the parent's calls, and ends when asked to stop (removing an embedded database).
 * Run by `startAppInstance` below, never by hand.
 */
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const thisFile = fileURLToPath(import.meta.url);

/** What an instance says of its memory, after a full garbage collection. */
export interface InstanceMemory {
  rss: number;
  heapUsed: number;
  /** Memory of buffers and other objects outside the V8 heap (sockets' buffers among them). */
  external: number;
  /** Event streams open on the instance (GET /api/events). */
  streams: number;
}

/** What an instance's process did between `startMeasuring` and `stopMeasuring`. */
export interface InstanceWork {
  /** The longest its event loop was late, in ms. */
  loopMaxMs: number;
  /** CPU time it used, in ms: unlike latency, not inflated by a busy machine. */
  cpuMs: number;
}

type Request = { type: 'memory' } | { type: 'measure' } | { type: 'measured' } | { type: 'stop' };
type Reply =
  | { type: 'listening'; url: string }
  | ({ type: 'memory' } & InstanceMemory)
  | { type: 'measuring' }
  | ({ type: 'measured' } & InstanceWork)
  | { type: 'failed'; error: string };

/** A running instance: its URL, its memory as it reports it, and how to stop it. */
export interface AppInstance {
  url: string;
  memory(): Promise<InstanceMemory>;
  startMeasuring(): Promise<void>;
  stopMeasuring(): Promise<InstanceWork>;
  stop(): Promise<void>;
}

/** The instance's database: a PostgreSQL URL (already migrated), or `pglite` for one of its own. */
export type InstanceDatabase = { postgres: string } | 'pglite';

/**
 * Starts the app on `database` in a child process with `env` added to the bench's configuration;
 * resolves once it listens on 127.0.0.1.
 */
export function startAppInstance(database: InstanceDatabase, env: Record<string, string> = {}): Promise<AppInstance> {
  // --expose-gc: memory figures are taken after a full collection, not at whatever the heap holds.
  const child = fork(thisFile, ['--serve'], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, BENCH_INSTANCE: JSON.stringify({ database, env }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const closed = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = (type: Reply['type']) =>
    new Promise<Reply>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        const reply = message as Reply;
        if (reply.type !== type && reply.type !== 'failed') return;
        child.off('message', onMessage);
        if (reply.type === 'failed') reject(new Error(`app instance: ${reply.error}`));
        else resolve(reply);
      };
      child.on('message', onMessage);
      void closed.then(() => reject(new Error('the app instance exited')));
    });
  const ask = async <Answer>(question: Request['type'], answer: Reply['type']) => {
    const reply = next(answer);
    child.send({ type: question } satisfies Request);
    const { type: _, ...fields } = (await reply) as Reply;
    return fields as Answer;
  };
  return next('listening').then((reply) => ({
    url: (reply as { url: string }).url,
    memory: () => ask<InstanceMemory>('memory', 'memory'),
    startMeasuring: () => ask<void>('measure', 'measuring'),
    stopMeasuring: () => ask<InstanceWork>('measured', 'measured'),
    async stop() {
      if (child.connected) child.send({ type: 'stop' } satisfies Request);
      await closed;
    },
  }));
}

async function serve() {
  const send = (reply: Reply) => process.send?.(reply);
  try {
    // Imported here so the parent, which only forks, does not load the app for it.
    const { openPostgres } = await import('../apps/server/src/db/database.ts');
    const { openTemporaryPglite, startServer } = await import('./api-server.ts');
    const { BENCH_CONNECTIONS } = await import('./fresh-postgres.ts');
    const { database: which, env } = JSON.parse(process.env.BENCH_INSTANCE ?? '{}') as {
      database: InstanceDatabase;
      env: Record<string, string>;
    };
    // `close` ends the database's connections (and removes an embedded one's folder).
    const { database, remove: close } =
      which === 'pglite'
        ? await openTemporaryPglite('marcador-bench-instance-')
        : (() => {
            const postgres = openPostgres(which.postgres, BENCH_CONNECTIONS);
            return { database: postgres, remove: () => postgres.close() };
          })();
    const server = await startServer(database, env);
    let measuring: { loop: ReturnType<typeof monitorEventLoopDelay>; cpu: NodeJS.CpuUsage } | undefined;
    process.on('message', async (message: unknown) => {
      const { type } = message as Request;
      if (type === 'memory') {
        (globalThis as { gc?: () => void }).gc?.();
        const { rss, heapUsed, external } = process.memoryUsage();
        send({ type: 'memory', rss, heapUsed, external, streams: server.app.realtime.streams.size() });
      } else if (type === 'measure') {
        measuring = { loop: monitorEventLoopDelay({ resolution: 5 }), cpu: process.cpuUsage() };
        measuring.loop.enable();
        send({ type: 'measuring' });
      } else if (type === 'measured') {
        if (!measuring) {
          send({ type: 'failed', error: 'asked what it measured before measuring' });
          return;
        }
        measuring.loop.disable();
        const cpu = process.cpuUsage(measuring.cpu);
        send({ type: 'measured', loopMaxMs: measuring.loop.max / 1e6, cpuMs: (cpu.user + cpu.system) / 1000 });
        measuring = undefined;
      } else if (type === 'stop') {
        // Ends the open streams first (the realtime plugin's preClose), then the database.
        server.app.server.closeAllConnections();
        await server.app.close();
        await close();
        process.exit(0);
      }
    });
    send({ type: 'listening', url: server.url });
  } catch (error) {
    send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
}

if (process.argv.includes('--serve')) await serve();
