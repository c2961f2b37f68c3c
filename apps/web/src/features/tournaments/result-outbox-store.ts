import { openDatabase, requestToPromise, transactionDone } from '../../lib/match/idb';
import { TOURNAMENT_RESULTS_DB_NAME } from '../../lib/match/match-db-name';
import type { ResultQueue } from './result-outbox';

/** Where the results waiting for the server live; `update` reads and writes in one step. */
export interface ResultOutboxStore {
  update(change: (queue: ResultQueue) => ResultQueue): Promise<ResultQueue>;
}

const STORE = 'outbox';
const KEY = 'results';

/**
 * The queue as one IndexedDB record (a handful of results at most), changed in one read-write
 * transaction, so two tabs adding at once both keep theirs and a result is on disk before the panel
 * calls it kept. Without IndexedDB (a private window that refuses it) the queue lives in memory: the
 * results still go out, only a reload before they do would lose them.
 */
export function resultOutboxStore(factory: IDBFactory | undefined = globalThis.indexedDB): ResultOutboxStore {
  let memory: ResultQueue = [];
  let opening: Promise<IDBDatabase | null> | null = null;
  const open = () => {
    opening ??= factory
      ? openDatabase(factory, TOURNAMENT_RESULTS_DB_NAME, 1, (db) => db.createObjectStore(STORE)).catch(() => null)
      : Promise.resolve(null);
    return opening;
  };
  return {
    async update(change) {
      const db = await open();
      if (!db) {
        memory = change(memory);
        return memory;
      }
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const stored = ((await requestToPromise(store.get(KEY))) as ResultQueue | undefined) ?? [];
      const next = change(stored);
      if (next !== stored) store.put(next, KEY);
      await transactionDone(tx);
      return next;
    },
  };
}
