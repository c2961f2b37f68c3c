import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** Work a transaction leaves for after its commit, such as an e-mail: never done for a rollback. */
type Task = () => Promise<void> | void;

/** The tasks of each transaction opened by `transaction`, by its query builder. */
const pending = new WeakMap<Db, Task[]>();

/**
 * Runs `work` in a transaction whose `afterCommit` tasks run once it commits, and never when it rolls
 * back. On a transaction already open (itself opened here) it is a savepoint: its tasks join the
 * outer transaction's if the savepoint succeeds, so they still wait for the real commit. A failing
 * task is handed to `onTaskError` (the change it follows is committed: the caller's answer stands).
 */
export async function transaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  onTaskError: (error: unknown) => void = () => {},
): Promise<T> {
  const outer = pending.get(db);
  if (db instanceof PgTransaction && !outer) throw untracked();
  const tasks: Task[] = [];
  const result = await db.transaction(async (tx) => {
    pending.set(tx as Db, tasks);
    return work(tx as Db);
  });
  if (outer) {
    outer.push(...tasks);
    return result;
  }
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onTaskError(error);
    }
  }
  return result;
}

/**
 * Leaves `task` for after the commit of `tx`, a transaction opened by `transaction` above. Any other
 * transaction is refused: nothing would run the task, or it would run before a commit that may not come.
 */
export function afterCommit(tx: Db, task: Task): void {
  const tasks = pending.get(tx);
  if (!tasks) throw untracked();
  tasks.push(task);
}

const untracked = () =>
  new Error('afterCommit needs a transaction opened with db/after-commit.ts `transaction` (its tasks would never run)');
