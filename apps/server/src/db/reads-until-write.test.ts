import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsUntilWrite } from './reads-until-write';

/** An in-memory PGlite with one table, its memo, and a read that counts how often it really ran. */
async function embedded() {
  const client = await PGlite.create();
  const reads = readsUntilWrite(client);
  await client.exec('create table t (id int primary key, v text)');
  await client.query('insert into t values (1, $1)', ['a']);
  let loads = 0;
  const readV = () =>
    reads.read(['v of', 1], async () => {
      loads++;
      const { rows } = await client.query<{ v: string }>('select v from t where id = 1');
      return rows[0]?.v;
    });
  return { client, reads, readV, loads: () => loads };
}

describe('reads until a write (the embedded database)', () => {
  let db: Awaited<ReturnType<typeof embedded>>;
  beforeAll(async () => {
    db = await embedded();
  });
  afterAll(() => db.client.close());

  it('answers a repeated read from memory while nothing is written', async () => {
    const before = db.loads();
    expect(await db.readV()).toBe('a');
    expect(await db.readV()).toBe('a');
    await db.client.query('select count(*) from t');
    expect(await db.readV()).toBe('a');
    expect(db.loads() - before).toBe(1);
  });

  it.each([
    ['an update', (c: PGlite) => c.query("update t set v = 'b' where id = 1")],
    [
      'a data-modifying CTE',
      (c: PGlite) => c.query("with x as (update t set v = 'c' where id = 1 returning 1) select 1"),
    ],
    ['a raw exec', (c: PGlite) => c.exec("update t set v = 'd' where id = 1")],
    ['the sql template', (c: PGlite) => c.sql`update t set v = ${'e'} where id = 1`],
    ['a transaction', (c: PGlite) => c.transaction(async (tx) => tx.query("update t set v = 'f' where id = 1"))],
  ])('reads again after %s', async (_name, write) => {
    await db.readV();
    await write(db.client);
    const { rows } = await db.client.query<{ v: string }>('select v from t where id = 1');
    expect(await db.readV()).toBe(rows[0]?.v);
  });

  it('counts a locking select and a rolled-back transaction as writes', async () => {
    await db.readV();
    const before = db.loads();
    await db.client.query('select v from t where id = 1 for update');
    await db.readV();
    await db.client.transaction(async (tx) => tx.rollback()).catch(() => undefined);
    await db.readV();
    expect(db.loads() - before).toBe(2);
  });

  it('does not keep a read that a write overtook', async () => {
    await db.client.query("update t set v = 'g' where id = 1");
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The read has its answer ('g') but is held back while a write lands; it must not be kept.
    const held = db.reads.read(['v of', 1], async () => {
      const { rows } = await db.client.query<{ v: string }>('select v from t where id = 1');
      await gate;
      return rows[0]?.v;
    });
    await db.client.query("update t set v = 'h' where id = 1");
    release();
    expect(await held).toBe('g');
    expect(await db.readV()).toBe('h');
  });

  it('keeps at most its capacity of reads', async () => {
    const client = await PGlite.create();
    const reads = readsUntilWrite(client, 2);
    let loads = 0;
    const read = (key: string) => reads.read([key], async () => ++loads);
    await read('a');
    await read('b');
    await read('c');
    await read('a');
    expect(loads).toBe(4);
    await client.close();
  });
});
