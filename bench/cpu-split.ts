/**
 * CPU per request split by process, for the event append against the write baseline (not a
 * benchmark; decision 025): the app and the baseline on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL or the local server), 50 connections from a second process for SECONDS each,
 * interleaved ROUNDS times. This process's CPU is `process.cpuUsage()`; PostgreSQL's is the utime
 * and stime of every `postgres` process in /proc (the WAL writer and autovacuum included).
 *   node --import tsx bench/cpu-split.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { freshPostgres } from '../apps/server/src/test-app.ts';
import { loadFromSecondProcess, type Scenario } from './api-load.ts';
import { signedInClients, startServer } from './api-server.ts';
import { startBaselineServer } from './baseline-server.ts';
import { BENCH_CONNECTIONS, benchAdminUrl } from './fresh-postgres.ts';

const SECONDS = Number(process.env.SECONDS ?? 6);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** Linux reports process times in clock ticks of 10 ms. */
const TICK_MS = 10;

/** CPU time used so far by every PostgreSQL process on this machine, in ms. */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // The process ended while we listed them.
    }
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

const database = await freshPostgres(benchAdminUrl(), BENCH_CONNECTIONS);
const server = await startServer(database);
const baseline = await startBaselineServer(database);

/** 50 fresh devices with 4 matches each: the per-user write limit counts one run's requests. */
const devices = () => signedInClients(server, 50, 4);

async function measure(label: string, target: string, scenario: Scenario) {
  const before = { node: process.cpuUsage(), postgres: postgresCpuMs() };
  const result = await loadFromSecondProcess(target, scenario, 50, SECONDS);
  const node = process.cpuUsage(before.node);
  const perRequest = (ms: number) => (ms / result.total).toFixed(3);
  console.log(
    `${label}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms | node ${perRequest((node.user + node.system) / 1000)} ms/request (user ${perRequest(node.user / 1000)}) | postgres ${perRequest(postgresCpuMs() - before.postgres)} ms/request`,
  );
}

const write: Scenario = { kind: 'fresh-ids', path: '/baseline/write' };
await loadFromSecondProcess(baseline.url, write, 50, 2);
await loadFromSecondProcess(server.url, { kind: 'append', clients: await devices() }, 50, 2);
for (let round = 0; round < ROUNDS; round++) {
  await measure('baseline write', baseline.url, write);
  await measure('event append', server.url, { kind: 'append', clients: await devices() });
}
await server.app.close();
await baseline.app.close();
await database.close();
