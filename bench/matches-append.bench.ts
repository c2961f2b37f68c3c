/**
 * The event-append endpoint (POST /api/matches/:id/entries) under load: the real server on
 * 127.0.0.1 with signed-in users, loaded by autocannon from a second process with 50 connections
 * and no pipelining. Each connection is one device playing its matches, one point per request with
 * a fresh entry id, moving to its next match every 150 points (a full match is about that long).
 *
 * PostgreSQL: BENCH_DATABASE_URL when set, else a fresh database on postgres://postgres@127.0.0.1:5432
 * (dropped afterwards) when that server answers; otherwise these metrics are skipped, saying so.
 * The embedded PGlite (in a temporary DATA_DIR) is measured beside it, reported without a budget.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/database.ts';
import { matchBody, matchesApi } from '../apps/server/src/modules/matches/test-matches.ts';
import { createUser } from '../apps/server/src/test-accounts.ts';
import type { Benchmark } from './types.ts';

const CONNECTIONS = 50;
const SECONDS = 8;
const WARMUP_SECONDS = 2;
const REPEAT = 3;
const ENTRIES_PER_MATCH = 150;
const MATCHES_PER_PLAYER = 4;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** One device of the load: its session cookie and the matches it plays in turn. */
interface Player {
  cookie: string;
  matchIds: string[];
}

/** What the load process reports. */
interface LoadResult {
  rps: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

// Runs in the second process. autocannon resets a request's context after every request, so each
// connection keeps its device's state (player, sequence number) in a closure of its own.
const LOAD_SCRIPT = `
const { default: autocannon } = await import(process.env.AUTOCANNON_URL);
const { randomUUID } = await import('node:crypto');
const load = JSON.parse(process.env.BENCH_LOAD);
let next = 0;
const device = (player) => {
  let seq = 0;
  return (request) => {
    seq += 1;
    const matchId = player.matchIds[Math.floor((seq - 1) / load.entriesPerMatch) % player.matchIds.length];
    const side = Math.random() < 0.5 ? 'player1' : 'player2';
    return {
      ...request,
      method: 'POST',
      path: '/api/matches/' + matchId + '/entries',
      headers: { 'content-type': 'application/json', origin: load.origin, cookie: player.cookie },
      body: JSON.stringify({ entries: [{ id: randomUUID(), seq, at: Date.now(), type: 'point_won', side }] }),
    };
  };
};
const result = await autocannon({
  url: load.url,
  connections: load.connections,
  pipelining: 1,
  duration: load.seconds,
  setupClient(client) {
    client.setRequests([{ setupRequest: device(load.players[next++ % load.players.length]) }]);
  },
});
process.stdout.write(JSON.stringify({
  rps: result.requests.average,
  p99: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
}));
`;

const autocannonUrl = pathToFileURL(createRequire(import.meta.url).resolve('autocannon')).href;

/** Runs autocannon in a child process against `url` as `players` and returns its figures. */
function loadFromSecondProcess(url: string, players: readonly Player[], seconds: number): Promise<LoadResult> {
  const load = {
    url,
    origin: new URL(url).origin,
    connections: CONNECTIONS,
    seconds,
    players,
    entriesPerMatch: ENTRIES_PER_MATCH,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LOAD_SCRIPT], {
      env: { ...process.env, AUTOCANNON_URL: autocannonUrl, BENCH_LOAD: JSON.stringify(load) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon process exited with ${code}`));
      resolve(JSON.parse(output) as LoadResult);
    });
  });
}

/** The server under test on 127.0.0.1, with a way to make fresh signed-in players. */
async function startServer(database: Database) {
  await database.migrate();
  // Origins are checked against http://localhost:PORT; PORT stays at its default, the socket gets a free one.
  const config = loadConfig({ NODE_ENV: 'production', HIBP_URL: 'off', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const context = { app, database, close: async () => {} };
  return {
    url: `http://127.0.0.1:${port}`,
    /**
     * Players with matches, made through the API (sign-up, then sign-in). Fresh ones each run, so the
     * per-user write limit (600 a minute) counts one run's requests, as it would for 50 real devices.
     */
    async players(): Promise<Player[]> {
      return Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          const user = await createUser(context);
          const api = matchesApi(context, user);
          const matchIds = await Promise.all(
            Array.from({ length: MATCHES_PER_PLAYER }, () => api.play([], matchBody({ startedAt: Date.now() }))),
          );
          return { cookie: user.cookie, matchIds };
        }),
      );
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A PostgreSQL to measure on, or null (and why) when there is none. */
async function postgresTarget(): Promise<{ url: string; drop?: () => Promise<void> } | { skipped: string }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL };
  const admin = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no BENCH_DATABASE_URL and ${LOCAL_POSTGRES} does not answer (${(error as Error).message})` };
  }
  const name = `marcador_bench_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(LOCAL_POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: LOCAL_POSTGRES });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Two metrics (requests/s and p99 latency) from the same load runs: the first metric runs the load
 * and queues its result, the second reads the queue; after the last read everything is closed.
 */
function appendBenchmarks(
  label: string,
  open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>,
  budgets: { rps: Benchmark['budget']; p99: Benchmark['budget'] },
): Benchmark[] {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let cleanup = async () => {};
  const results: LoadResult[] = [];
  let reads = 0;

  const close = async () => {
    await server?.close();
    server = undefined;
    await cleanup();
  };

  const load = async (): Promise<LoadResult> => {
    if (!server) {
      const opened = await open();
      cleanup = opened.cleanup;
      server = await startServer(opened.database);
      // JIT and connection-pool warm-up; its figures are not reported.
      await loadFromSecondProcess(server.url, await server.players(), WARMUP_SECONDS);
    }
    const result = await loadFromSecondProcess(server.url, await server.players(), SECONDS);
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    }
    return result;
  };

  const measure = async (): Promise<number> => {
    try {
      const result = await load();
      results.push(result);
      return result.rps;
    } catch (error) {
      await close();
      throw error;
    }
  };

  const p99 = async (): Promise<number> => {
    const result = results[reads++];
    if (!result) throw new Error(`${label}: no load result to read`);
    if (reads === REPEAT) await close();
    return result.p99;
  };

  return [
    {
      name: `matches: append entries on ${label}, 50 connections`,
      unit: 'req/s',
      budget: budgets.rps,
      repeat: REPEAT,
      run: measure,
    },
    {
      name: `matches: append entries on ${label}, p99 latency`,
      unit: 'ms',
      budget: budgets.p99,
      repeat: REPEAT,
      run: p99,
    },
  ];
}

const benchmarks: Benchmark[] = [];
const target = await postgresTarget();
if ('skipped' in target) {
  console.log(`matches-append: PostgreSQL metrics skipped: ${target.skipped}.`);
} else {
  benchmarks.push(
    ...appendBenchmarks(
      'PostgreSQL',
      async () => ({ database: openPostgres(target.url, 20), cleanup: async () => target.drop?.() }),
      { rps: { min: 2_000 }, p99: { max: 50 } },
    ),
  );
}
benchmarks.push(
  ...appendBenchmarks(
    'PGlite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'marcador-bench-'));
      return {
        database: await openPglite(dataDir),
        cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
    { rps: {}, p99: {} },
  ),
);

export default benchmarks;
