/**
 * `node --import tsx bench/measure-baselines.ts [rounds]`: the read and write baselines alone, in
 * turns, each measured as every bench measures it (50 connections from a second process, 5 s after an
 * uncounted second) on a fresh PostgreSQL database. Prints each round's p99s and their medians: the
 * quiet figures that the issues' times are divided by (bench/quiet-baselines.ts, decision 049).
 */
import { freshPostgres } from '../apps/server/src/test-app.ts';
import { baselineP99, startBaselineServer } from './baseline-server.ts';
import { BENCH_CONNECTIONS, postgresOnly } from './fresh-postgres.ts';
import { median } from './median.ts';

const CONNECTIONS = 50;
const SECONDS = 5;
const rounds = Number(process.argv[2] ?? 10);

const adminUrl = await postgresOnly('baselines');
if (adminUrl !== null) {
  const database = await freshPostgres(adminUrl, BENCH_CONNECTIONS);
  const baseline = await startBaselineServer(database);
  try {
    await baselineP99(baseline.url, 'read', CONNECTIONS, SECONDS);
    const read: number[] = [];
    const write: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      read.push(await baselineP99(baseline.url, 'read', CONNECTIONS, SECONDS));
      write.push(await baselineP99(baseline.url, 'write', CONNECTIONS, SECONDS));
      console.log(`round ${round}: read p99 ${read.at(-1)?.toFixed(2)} ms, write p99 ${write.at(-1)?.toFixed(2)} ms`);
    }
    console.log(
      `median of ${rounds}: read p99 ${median(read).toFixed(2)} ms, write p99 ${median(write).toFixed(2)} ms`,
    );
  } finally {
    await baseline.app.close();
    await database.close();
  }
}
