/**
 * `npm start`: builds the web app if its build is missing or stale, then starts the server
 * (which validates the configuration, migrates the database and serves API and SPA).
 * TypeScript runs through tsx's loader, so there is no separate server build step.
 */
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

try {
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
register();
await import('../apps/server/src/server.ts');
