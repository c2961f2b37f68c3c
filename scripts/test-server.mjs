/**
 * The real server for browser tests and benchmarks: built web app, fresh embedded database in a
 * temp folder, a free port on 127.0.0.1, e-mail to a local SMTP sink, no breached-password lookups.
 * Used by scripts/e2e.mjs and bench/tap-to-paint.bench.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/**
 * Starts the server and waits until /api/health answers. `env` adds or overrides variables (an
 * empty value unsets one); without `smtpPort` the server sends no e-mail, as a fresh install.
 * Resolves to { baseUrl, healthy, stop, output }; `stop` ends the server and removes its data
 * folder; with `captureOutput`, `output()` is what the server wrote to its console so far (the
 * console a person starting it would read) instead of it going to ours. `priority` is the server
 * process's niceness (0 as ours; the paint benches give it 19: on a phone the server is elsewhere,
 * so its work must not take the CPU the browser's frames are measured on).
 */
export async function startTestServer({ smtpPort, env = {}, captureOutput = false, priority = 0 }) {
  ensureWebBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'marcador-test-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // E-mailed links must point at the address the browser uses, or its cookies would not apply.
      APP_URL: baseUrl,
      SMTP_URL: smtpPort === undefined ? '' : `smtp://127.0.0.1:${smtpPort}`,
      // No calls to the public breached-password API from tests; the server tests cover the lookup.
      HIBP_URL: 'off',
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  if (priority !== 0) setPriority(server.pid, priority);
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });

  // Up to 2 minutes: a cold start (migrations, first compile) on a busy 2-core machine takes ~40 s.
  const deadline = Date.now() + 120_000;
  let healthy = false;
  while (!healthy && server.exitCode === null && Date.now() < deadline) {
    try {
      healthy = (await fetch(`${baseUrl}/api/health`)).ok;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, healthy, stop, output: () => output };
}
