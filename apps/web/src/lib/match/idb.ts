/**
 * A small promise wrapper over IndexedDB: enough for the match store (one database, a few object
 * stores, whole-record reads and writes). No library: the API is tiny and this keeps it out of the
 * bundle budget.
 */

/** Creates or changes object stores; `tx` is the version-change transaction (to reach existing stores). */
export type Upgrade = (db: IDBDatabase, oldVersion: number, tx: IDBTransaction) => void;

/** Resolves when the request succeeds, rejects with its error. */
export function requestToPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves once the transaction has committed (the data is on disk), rejects if it aborts. */
export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** Opens (and creates or upgrades) a database. */
export function openDatabase(
  factory: IDBFactory,
  name: string,
  version: number,
  upgrade: Upgrade,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onupgradeneeded = (event) => {
      if (request.transaction) upgrade(request.result, event.oldVersion, request.transaction);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema: let it, this tab reopens on its next write.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`Could not open ${name}`));
    request.onblocked = () => reject(new Error(`Opening ${name} is blocked by another tab`));
  });
}
