import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-app';
import { afterCommit, transaction } from './after-commit';
import type { Database } from './database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('transaction with after-commit tasks', () => {
  it('runs the tasks once the transaction committed, in order, after the work', async () => {
    const seen: string[] = [];
    const result = await transaction(database.db, async (tx) => {
      afterCommit(tx, () => {
        seen.push('first');
      });
      afterCommit(tx, async () => {
        seen.push('second');
      });
      seen.push('work');
      return 7;
    });
    expect(result).toBe(7);
    expect(seen).toEqual(['work', 'first', 'second']);
  });

  it('runs nothing when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      transaction(database.db, async (tx) => {
        afterCommit(tx, () => {
          seen.push('task');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('keeps a savepoint’s tasks for the outer commit, and drops them with the outer rollback', async () => {
    const seen: string[] = [];
    await transaction(database.db, async (tx) => {
      await transaction(tx, async (inner) => {
        afterCommit(inner, () => {
          seen.push('inner');
        });
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['inner']);

    const dropped: string[] = [];
    await expect(
      transaction(database.db, async (tx) => {
        await transaction(tx, async (inner) => {
          afterCommit(inner, () => {
            dropped.push('inner');
          });
        });
        throw new Error('outer refused');
      }),
    ).rejects.toThrow('outer refused');
    expect(dropped).toEqual([]);
  });

  it('drops the tasks of a savepoint that rolled back while the outer transaction commits', async () => {
    const seen: string[] = [];
    await transaction(database.db, async (tx) => {
      await transaction(tx, async (inner) => {
        afterCommit(inner, () => {
          seen.push('inner');
        });
        throw new Error('savepoint refused');
      }).catch(() => {});
      afterCommit(tx, () => {
        seen.push('outer');
      });
    });
    expect(seen).toEqual(['outer']);
  });

  it('refuses a transaction it did not open (nothing would run the task)', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => {});
      }),
    ).rejects.toThrow(/afterCommit needs a transaction/);
    await expect(database.db.transaction((tx) => transaction(tx, async () => {}))).rejects.toThrow(
      /afterCommit needs a transaction/,
    );
    expect(() => afterCommit(database.db, () => {})).toThrow(/afterCommit needs a transaction/);
  });

  it('hands a failing task to onTaskError and still answers the committed result', async () => {
    const errors: unknown[] = [];
    const result = await transaction(
      database.db,
      async (tx) => {
        afterCommit(tx, () => {
          throw new Error('mail down');
        });
        await tx.execute(sql`select 1`);
        return 1;
      },
      (error) => errors.push(error),
    );
    expect(result).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
