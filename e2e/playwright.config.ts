import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built app served by the real server. scripts/e2e.mjs starts that
 * server (fresh embedded database, free port) and passes its address in E2E_BASE_URL, and the
 * SMTP sink's port and mail folder in E2E_SMTP_PORT and E2E_MAIL_DIR (see global-setup.ts).
 * The browser is Debian's Chromium, never a downloaded one.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'es-ES',
    // A trace is recorded for every test and thrown away when it passes: about a third of a test's
    // time on a 2-core machine (shell.spec 41.6 s -> 29.0 s without). CI prints the failure and keeps
    // no files a person could open, so there it is off; locally a failure leaves its trace.
    trace: process.env.CI === 'true' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
