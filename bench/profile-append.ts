/**
 * Profiles the event append under load (not a benchmark; decision 025): the app on a fresh
 * PostgreSQL database (BENCH_DATABASE_URL or the local server) in this process, 50 devices appending
 * one point per request from a second process for SECONDS. Run it under the CPU profiler and read
 * the profile with bench/cpuprofile-summary.ts:
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile-append.ts
 */
import { freshPostgres } from '../apps/server/src/test-app.ts';
import { loadFromSecondProcess } from './api-load.ts';
import { signedInClients, startServer } from './api-server.ts';
import { BENCH_CONNECTIONS, benchAdminUrl } from './fresh-postgres.ts';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const database = await freshPostgres(benchAdminUrl(), BENCH_CONNECTIONS);
const server = await startServer(database);
const devices = await signedInClients(server, 50, 4);
const result = await loadFromSecondProcess(server.url, { kind: 'append', clients: devices }, 50, SECONDS);
console.log(JSON.stringify(result));
await server.app.close();
await database.close();
