/**
 * `npm run test:e2e`: builds the web app if needed, starts the real server on a free port with a
 * fresh embedded database, runs the Playwright specs in e2e/ against it in Debian's Chromium, and
 * stops the server. The server delivers e-mail to an SMTP sink on another free port, which
 * Playwright's global set-up starts (e2e/global-setup.ts); each message lands as a file in a temp
 * folder the specs read. Without a Chromium the browser tests are skipped with a loud message,
 * except when CI=true, where a missing browser fails the run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startTestServer } from './test-server.mjs';

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

const smtpPort = await freePort();
const mailDir = mkdtempSync(join(tmpdir(), 'marcador-e2e-mail-'));
const { baseUrl, healthy, stop } = await startTestServer({
  smtpPort,
  // Each test sends its own X-Forwarded-For (e2e/support/test.ts), so the per-IP limits count
  // per test as they would per player, instead of the whole suite sharing 127.0.0.1.
  // Tournaments are on so e2e/tournament-setup.spec.ts can run them; the flag-off
  // page is checked there by answering /api/config with the flag off, and no other spec reads it.
  env: { TRUST_PROXY: 'true', TOURNAMENTS_ENABLED: 'true' },
});

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

await stop();
rmSync(mailDir, { recursive: true, force: true });
process.exit(status);
