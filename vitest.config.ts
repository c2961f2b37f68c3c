import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
/** Tests that never touch the database need not run twice. */
const databaseFreeTests = [
  'apps/server/src/server.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/db/data-dir-lock.test.ts',
];

/**
 * A test's time limit catches a hang; how fast the code runs is the benches' business. The domain's
 * property tests draw thousands of cases and took 6 s beside a whole bench on a 2-core machine.
 */
const testTimeout = 30_000;

/**
 * Both server projects: each file builds its own app and database, so a worker imports the app once
 * for all its files (`isolate: false`, decision 057).
 */
const serverOptions = {
  include: serverTests,
  environment: 'node',
  testTimeout,
  hookTimeout: 60_000,
  isolate: false,
} as const;

/** The server suite runs again on PostgreSQL when TEST_DATABASE_URL names a server (CI sets it). */
const postgresProject: TestProjectConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          ...serverOptions,
          name: 'server-pg',
          exclude: databaseFreeTests,
          env: { MARCADOR_TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

/** One Vitest run covers the workspace; each package is a project with its own environment. */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): the server suites then wait on
    // PostgreSQL and on timers one file at a time, and the unit run took 31 minutes of CI's 45
    // (session 21). Two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      { test: { ...serverOptions, name: 'server' } },
      ...postgresProject,
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          testTimeout,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
