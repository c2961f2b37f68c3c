/**
 * Bench-only baselines, never part of the product: a bare Fastify instance on the app's own
 * database handle (same driver, same pool of connections) with the cheapest durable write an
 * append can be and the cheapest read a signed-in page can be. The app's figures are judged as
 * ratios to these, measured in the same run, so a slower or busier machine moves both alike.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type Database, preparedStatement } from '../apps/server/src/db/database.ts';
import { loadFromSecondProcess, type Scenario } from './api-load.ts';

/** The one row the read baseline asks for. */
const READ_ID = 'baseline-read';

/** Starts the baselines on a free port of 127.0.0.1; the table is the bench's own, beside the app's. */
export async function startBaselineServer(database: Database) {
  await database.db.execute(
    sql`create table if not exists bench_baseline (id text primary key, at timestamptz not null default now())`,
  );
  await database.db.execute(sql`insert into bench_baseline (id) values (${READ_ID}) on conflict do nothing`);
  const write = preparedStatement(
    database.db,
    'bench_baseline_write',
    sql`insert into bench_baseline (id) values (${sql.placeholder('id')}) on conflict do nothing`,
  );
  const read = preparedStatement<{ id: string; at: string }>(
    database.db,
    'bench_baseline_read',
    sql`select id, at from bench_baseline where id = ${sql.placeholder('id')}`,
  );
  const app = Fastify({ logger: false });
  // One INSERT ... ON CONFLICT DO NOTHING per request: what storing one entry costs at the least.
  app.post('/baseline/write', async (request) => {
    await write({ id: (request.body as { id: string }).id });
    return { stored: 1 };
  });
  // One row by primary key per request.
  app.get('/baseline/read', async () => {
    const [row] = await read({ id: READ_ID });
    return { row };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

const BASELINE_LOADS: Record<'write' | 'read', Scenario> = {
  write: { kind: 'fresh-ids', path: '/baseline/write' },
  read: { kind: 'get', path: '/baseline/read', clients: [{ cookie: '', matchIds: [] }] },
};

/**
 * One baseline at `url` loaded as the API bench loads it: `connections` from a second process for
 * `seconds`, after one second of the same load that is not counted; with its latencies (bench/in-turns.ts).
 */
export async function baselineLoad(url: string, which: 'write' | 'read', connections: number, seconds: number) {
  const result = await loadFromSecondProcess(url, BASELINE_LOADS[which], connections, seconds, {
    warmupSeconds: 1,
    keepLatencies: true,
  });
  if (result.total === 0 || result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${which} baseline: ${result.total} answered, ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result;
}

/** The p99 of one baseline load (`baselineLoad`). */
export async function baselineP99(url: string, which: 'write' | 'read', connections: number, seconds: number) {
  return (await baselineLoad(url, which, connections, seconds)).p99;
}
