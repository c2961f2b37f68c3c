import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The real start-up path as `npm start` runs it: a separate process, the embedded database on disk.
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'marcador-server-'));
/** Every process a test started: a failed test must not leave a server holding the data directory. */
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function start(port: number | string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_PRICE_ID: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A cold start (tsx, PGlite, every migration) on a busy 2-core machine has taken over 20 s: wait by the clock. */
const HEALTH_WAIT_MS = 60_000;

async function waitForHealth(port: number, proc: { child: ChildProcess }) {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error('server exited early');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('server process', () => {
  it(
    'serves on the embedded database, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const first = start(port);
      expect(await waitForHealth(port, first)).toMatchObject({ status: 'ok', database: true });
      expect(first.output()).toContain('Payments: demo provider, no real payment');

      const second = start(await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The data directory ${dataDir} is in use by another Marcador process`);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'marcador.lock'))).toBe(false);

      // The data survives: a restart on the same folder opens it and is healthy again.
      const again = start(port);
      expect(await waitForHealth(port, again)).toMatchObject({ database: true });
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    },
    3 * HEALTH_WAIT_MS,
  );

  it('stops at once with one clear line when the configuration is invalid', async () => {
    const proc = start('not-a-port');
    expect(await proc.exited).toBe(1);
    expect(proc.output().trim()).toBe('Invalid configuration: PORT="not-a-port" — expected a port number');
  }, 30_000);

  it('stops with one line naming the missing Stripe variables when only some are set', async () => {
    const proc = start(await freePort(), { STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(await proc.exited).toBe(1);
    expect(proc.output().trim()).toBe(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET="" — Stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID; STRIPE_SECRET_KEY set but STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID missing (unset all three for the demo provider)',
    );
  }, 30_000);
});
