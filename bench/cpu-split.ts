/**
 * CPU per request split by process, for the event append against the write baseline and the history
 * list against the read baseline (not a benchmark; decision 025; PAIRS=append,history,me picks them):
 * the app and the baselines on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL or the local server), 50 connections from a second process for SECONDS each,
 * interleaved ROUNDS times. This process's CPU is `process.cpuUsage()`; PostgreSQL's is the utime
 * and stime of every `postgres` process in /proc (the WAL writer and autovacuum included).
 *   node --import tsx bench/cpu-split.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { freshPostgres } from '../apps/server/src/test-app.ts';
import { loadFromSecondProcess, type Scenario } from './api-load.ts';
import { signedInClients, startServer } from './api-server.ts';
import { startBaselineServer } from './baseline-server.ts';
import { BENCH_CONNECTIONS, benchAdminUrl } from './fresh-postgres.ts';

const SECONDS = Number(process.env.SECONDS ?? 6);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PAIRS = new Set((process.env.PAIRS ?? 'append,history').split(','));
/** Linux reports process times in clock ticks of 10 ms. */
const TICK_MS = 10;

/** The fields of a /proc/<pid>/stat line after the command's name (utime is [11], cutime [13]). */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** CPU time of this process's ended children (the load generators), in ms. */
const childrenCpuMs = () => {
  const fields = statFields(readFileSync('/proc/self/stat', 'utf8'));
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
};

/**
 * CPU time used so far by this machine's PostgreSQL processes, in ms: the server's own (WAL writer,
 * autovacuum, ...) and the backends of this database, not those of other databases (a seed running
 * beside the measure).
 */
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
    if (!stat.includes('(postgres)') || elsewhere.has(Number(pid))) continue;
    const fields = statFields(stat);
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

const database = await freshPostgres(benchAdminUrl(), BENCH_CONNECTIONS);
const server = await startServer(database);
const baseline = await startBaselineServer(database);

/** Backends of other databases: their CPU is not this measure's. */
let elsewhere = new Set<number>();
const findElsewhere = async () => {
  const { rows } = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname is not null and datname <> current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  elsewhere = new Set(rows.map(({ pid }) => Number(pid)));
};

/** 50 fresh devices with 4 matches each: the per-user write limit counts one run's requests. */
const devices = () => signedInClients(server, 50, 4);

/** This process's garbage collections: how many, and their pauses in ms. */
const gc = { count: 0, ms: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1;
    gc.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

async function measure(label: string, target: string, scenario: Scenario) {
  await findElsewhere();
  const gcBefore = { ...gc };
  const before = { node: process.cpuUsage(), postgres: postgresCpuMs(), load: childrenCpuMs() };
  const result = await loadFromSecondProcess(target, scenario, 50, SECONDS);
  const node = process.cpuUsage(before.node);
  const perRequest = (ms: number) => (ms / result.total).toFixed(3);
  console.log(
    `${label}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms | node ${perRequest((node.user + node.system) / 1000)} ms/request (user ${perRequest(node.user / 1000)}) | postgres ${perRequest(postgresCpuMs() - before.postgres)} ms/request | load generator ${perRequest(childrenCpuMs() - before.load)} ms/request | node GC ${gc.count - gcBefore.count} pauses, ${perRequest(gc.ms - gcBefore.ms)} ms/request`,
  );
}

const write: Scenario = { kind: 'fresh-ids', path: '/baseline/write' };
const read: Scenario = { kind: 'get', path: '/baseline/read', clients: [{ cookie: '', matchIds: [] }] };
/** The api bench's readers: 10 users with 12 matches of 40 points each. */
const history: Scenario = { kind: 'get', path: '/api/matches', clients: await signedInClients(server, 10, 12, 40) };
if (PAIRS.has('append')) {
  await loadFromSecondProcess(baseline.url, write, 50, 2);
  await loadFromSecondProcess(server.url, { kind: 'append', clients: await devices() }, 50, 2);
  for (let round = 0; round < ROUNDS; round++) {
    await measure('baseline write', baseline.url, write);
    await measure('event append', server.url, { kind: 'append', clients: await devices() });
  }
}
if (PAIRS.has('history')) {
  await loadFromSecondProcess(baseline.url, read, 50, 2);
  await loadFromSecondProcess(server.url, history, 50, 2);
  for (let round = 0; round < ROUNDS; round++) {
    await measure('baseline read', baseline.url, read);
    await measure('history list', server.url, history);
  }
}
if (PAIRS.has('me')) {
  const me: Scenario = { ...history, path: '/api/me' };
  await loadFromSecondProcess(server.url, me, 50, 2);
  for (let round = 0; round < ROUNDS; round++) {
    await measure('baseline read', baseline.url, read);
    await measure('GET /api/me', server.url, me);
  }
}
await server.app.close();
await baseline.app.close();
await database.close();
