import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: kills, outages and restarts against real server processes. Kept out of
 * `npm run test:unit` (the root config never includes this folder) because each file starts
 * servers, databases and a browser; files run one at a time so their timings stay meaningful on a
 * small machine.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
