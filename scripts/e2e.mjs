/**
 * `npm run test:e2e`: builds the web app if needed, starts the real server on a free port with a
 * fresh embedded database, runs the Playwright specs in e2e/ against it in Debian's Chromium, and
 * stops the server. The server delivers e-mail to an SMTP sink on another free port, which
 * Playwright's global set-up starts (e2e/global-setup.ts); each message lands as a file in a temp
 * folder the specs read. Without a Chromium the browser tests are skipped with a loud message,
 * except when CI=true, where a missing browser fails the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true';

if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  No Chromium at ${chromium}: the browser tests did NOT run.`);
  console.error('  Install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  process.exit(inCi ? 1 : 0);
}

ensureWebBuild();

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

const port = await freePort();
const smtpPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'marcador-e2e-'));
const mailDir = mkdtempSync(join(tmpdir(), 'marcador-e2e-mail-'));
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
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // No calls to the public breached-password API from tests; the server tests cover the lookup.
    HIBP_URL: 'off',
    // Each test sends its own X-Forwarded-For (e2e/support/test.ts), so the per-IP limits count
    // per test as they would per player, instead of the whole suite sharing 127.0.0.1.
    TRUST_PROXY: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let healthy = false;
for (let i = 0; i < 300 && !healthy && server.exitCode === null; i++) {
  try {
    healthy = (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

let status = 1;
if (healthy) {
  const args = ['test', '--config', join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)];
  const run = spawnSync(join(root, 'node_modules/.bin/playwright'), args, {
    cwd: root,
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_SMTP_PORT: String(smtpPort),
      E2E_MAIL_DIR: mailDir,
      CHROMIUM_PATH: chromium,
    },
    stdio: 'inherit',
  });
  status = run.status ?? 1;
} else {
  console.error('The server did not become healthy; browser tests not run.');
}

server.kill('SIGTERM');
await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve()));
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
process.exit(status);
