/**
 * Profiles the event append under load (not a benchmark; decision 025): the app on a fresh
 * PostgreSQL database (BENCH_DATABASE_URL or the local server) in this process, 50 devices appending
 * one point per request from a second process for SECONDS. Run it under the CPU profiler and read
 * the profile with bench/cpuprofile-summary.ts:
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile-append.ts
 */
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { entryLog, matchBody, matchesApi } from '../apps/server/src/modules/matches/test-matches.ts';
import { createUser } from '../apps/server/src/test-accounts.ts';
import { loadFromSecondProcess } from './api-load.ts';
import { startServer } from './api-server.ts';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `marcador_profile_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = openPostgres(url.toString(), 20);
const server = await startServer(database);
const devices = [];
for (let i = 0; i < 50; i++) {
  const user = await createUser(server.context);
  const api = matchesApi(server.context, user);
  const matchIds = [];
  for (let m = 0; m < 4; m++) matchIds.push(await api.play(entryLog().entries, matchBody({ startedAt: Date.now() })));
  devices.push({ cookie: user.cookie, matchIds });
}
const result = await loadFromSecondProcess(server.url, { kind: 'append', clients: devices }, 50, SECONDS);
console.log(JSON.stringify(result));
await server.app.close();
await database.close();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
