import { readFileSync } from 'node:fs';

/** The app version, read once from the root package.json so /api/health and /api/config agree. */
export const appVersion: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
