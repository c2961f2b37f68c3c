/**
 * Profiles the history list under load on the embedded database (not a benchmark; decision 025):
 * the app on PGlite in a temporary DATA_DIR in this process, the api bench's 10 readers (12 matches
 * of 40 points each) asking for GET /api/matches over 50 connections from a second process for
 * SECONDS. Run it under the CPU profiler and read the profile with bench/cpuprofile-summary.ts:
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile-history.ts
 */
import { loadFromSecondProcess } from './api-load.ts';
import { openTemporaryPglite, signedInClients, startServer } from './api-server.ts';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const { database, remove } = await openTemporaryPglite('marcador-profile-');
const server = await startServer(database);
const readers = await signedInClients(server, 10, 12, 40);
const scenario = { kind: 'get', path: '/api/matches', clients: readers } as const;
await loadFromSecondProcess(server.url, scenario, 50, 2);
const result = await loadFromSecondProcess(server.url, scenario, 50, SECONDS);
console.log(JSON.stringify(result));
await server.app.close();
await remove();
