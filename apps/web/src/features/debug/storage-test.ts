/** One storage check: passed or failed, how long it took, and what went wrong. */
export interface StorageCheck {
  name: 'localStorage' | 'sessionStorage' | 'indexedDB';
  ok: boolean;
  ms: number;
  error?: string;
}

const PROBE_KEY = 'marcador-debug-probe';

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function timed(
  name: StorageCheck['name'],
  now: () => number,
  run: () => Promise<void> | void,
): Promise<StorageCheck> {
  const start = now();
  try {
    await run();
    return { name, ok: true, ms: Math.round(now() - start) };
  } catch (error) {
    return { name, ok: false, ms: Math.round(now() - start), error: describe(error) };
  }
}

/** Writes a value, reads it back and removes it; throws when the round trip does not hold. */
export function webStorageRoundTrip(storage: Storage | undefined, value: string): void {
  if (!storage) throw new Error('Not available');
  storage.setItem(PROBE_KEY, value);
  const read = storage.getItem(PROBE_KEY);
  storage.removeItem(PROBE_KEY);
  if (read !== value) throw new Error(`Read back ${JSON.stringify(read)}`);
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens a scratch database, writes and reads one record, then deletes the database. */
export async function indexedDbRoundTrip(factory: IDBFactory | undefined, value: string): Promise<void> {
  if (!factory) throw new Error('Not available');
  const name = `${PROBE_KEY}-db`;
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => open.result.createObjectStore('probe');
  const db = await request(open);
  try {
    const write = db.transaction('probe', 'readwrite');
    write.objectStore('probe').put(value, 'key');
    await new Promise<void>((resolve, reject) => {
      write.oncomplete = () => resolve();
      write.onerror = () => reject(write.error ?? new Error('Write failed'));
    });
    const read = await request(db.transaction('probe', 'readonly').objectStore('probe').get('key'));
    if (read !== value) throw new Error(`Read back ${JSON.stringify(read)}`);
  } finally {
    db.close();
    await request(factory.deleteDatabase(name)).catch(() => undefined);
  }
}

function safe<T>(get: () => T): T | undefined {
  try {
    return get();
  } catch {
    // Accessing storage can itself throw (blocked cookies, some private modes).
    return undefined;
  }
}

/** Runs the three write/read checks the debug page shows. */
export async function runStorageChecks(now: () => number = () => performance.now()): Promise<StorageCheck[]> {
  const value = `probe-${Date.now()}`;
  return [
    await timed('localStorage', now, () =>
      webStorageRoundTrip(
        safe(() => window.localStorage),
        value,
      ),
    ),
    await timed('sessionStorage', now, () =>
      webStorageRoundTrip(
        safe(() => window.sessionStorage),
        value,
      ),
    ),
    await timed('indexedDB', now, () =>
      indexedDbRoundTrip(
        safe(() => window.indexedDB),
        value,
      ),
    ),
  ];
}
