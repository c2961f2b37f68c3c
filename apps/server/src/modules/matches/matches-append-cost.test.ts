import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, matchesApi } from './test-matches';

/**
 * An append's cost does not grow with the match's log (decision 025): whether the batch's entries
 * are already held is one probe of the entries' primary key per entry, never a read of every entry
 * of the match. Read through the database's own statistics of that index, on both databases; one
 * connection, so flushing that backend's statistics shows every statement's reads.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ connections: 1 });
});
afterAll(() => ctx.close());

/** Index entries read through the entries' primary key so far. */
async function entryIndexReads(): Promise<number> {
  await ctx.database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await ctx.database.db.execute(
    sql`select idx_tup_read::int as tuples from pg_stat_user_indexes
        where indexrelname = 'match_entries_match_id_id_pk'`,
  );
  return (result as unknown as { rows: { tuples: number }[] }).rows[0]?.tuples ?? 0;
}

describe('POST /api/matches/:id/entries on a long log', () => {
  it('reads one index entry per point, not the 300 the match holds', async () => {
    const api = matchesApi(ctx, await createUser(ctx));
    // Alternate points: deuce after deuce, so the game (and the match) never ends.
    const log = entryLog().points('12'.repeat(155));
    const id = await api.play(log.entries.slice(0, 300));
    const before = await entryIndexReads();
    for (const entry of log.entries.slice(300)) expect((await api.append(id, [entry])).statusCode).toBe(200);
    // Ten points; the first may take the slow path (a fold read back), which probes the same way.
    expect((await entryIndexReads()) - before).toBeLessThanOrEqual(10);
  });
});

/** Transactions this database has committed so far (each statement outside one is one). */
async function commits(): Promise<number> {
  await ctx.database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await ctx.database.db.execute(
    sql`select xact_commit::int as n from pg_stat_database where datname = current_database()`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('POST /api/matches/:id/entries of a match neither shared nor at a venue', () => {
  it('runs one statement per point: announcing it to spectators and club TVs costs nothing (issue 23)', async () => {
    const api = matchesApi(ctx, await createUser(ctx));
    const log = entryLog().points('12'.repeat(10));
    const id = await api.play(log.entries.slice(0, 2));
    // The cached fold's path: the statement that stores the point and its fold, nothing else.
    expect((await api.append(id, log.entries.slice(2, 3))).statusCode).toBe(200);
    const idle = -((await commits()) - (await commits()));
    const before = await commits();
    for (const entry of log.entries.slice(3, 13)) expect((await api.append(id, [entry])).statusCode).toBe(200);
    // Ten points, and the two reads of the counter (`idle`: what measuring itself commits).
    expect((await commits()) - before - idle).toBeLessThanOrEqual(10);
  });
});
