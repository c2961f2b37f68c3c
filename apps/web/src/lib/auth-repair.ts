import { LANGUAGE_STORAGE_KEY } from './i18n';
import { LEAVING_ENTRIES_STORAGE_KEY, MATCH_DB_NAME, TOURNAMENT_RESULTS_STORAGE_KEY } from './match/match-db-name';
import { requestSignOut } from './session';

/** The browser parts a repair clears; tests pass fakes. */
export interface RepairEnvironment {
  signOut: () => Promise<unknown>;
  localStorage?: Storage | undefined;
  sessionStorage?: Storage | undefined;
  indexedDB?: Pick<IDBFactory, 'databases' | 'deleteDatabase'> | undefined;
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    // Privacy modes throw on the mere access of some storage objects.
    return undefined;
  }
}

function browserEnvironment(): RepairEnvironment {
  return {
    signOut: requestSignOut,
    localStorage: safely(() => window.localStorage),
    sessionStorage: safely(() => window.sessionStorage),
    indexedDB: safely(() => window.indexedDB),
    caches: safely(() => window.caches),
  };
}

function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab holding the database open blocks the deletion; it completes when that tab closes.
    request.onblocked = () => resolve();
  });
}

/** Local-storage entries a repair keeps: the language, and points and tournament results not sent yet. */
const KEPT_ENTRIES = [LANGUAGE_STORAGE_KEY, LEAVING_ENTRIES_STORAGE_KEY, TOURNAMENT_RESULTS_STORAGE_KEY];

/**
 * The menu's "repair auth session" (spec section 4): global sign-out, then clear local and session
 * storage, every IndexedDB database but one, and every Cache Storage cache. The interface language
 * survives: it is a preference, not session state, and losing it would switch an English reader to
 * Spanish. The match database survives too: it may hold points the server has not acknowledged yet
 * (recorded offline), and a repair must never lose a point; it holds no auth state. Tournament results
 * entered offline (decision 045) survive for the same reason.
 * Each step runs even when an earlier one fails.
 */
export async function clearAuthState(environment: RepairEnvironment = browserEnvironment()): Promise<void> {
  await environment.signOut().catch(() => undefined);
  const kept = KEPT_ENTRIES.map((key) => [key, safely(() => environment.localStorage?.getItem(key))] as const);
  safely(() => environment.localStorage?.clear());
  safely(() => environment.sessionStorage?.clear());
  for (const [key, value] of kept) if (value) safely(() => environment.localStorage?.setItem(key, value));

  const factory = environment.indexedDB;
  if (factory && typeof factory.databases === 'function') {
    const databases = await factory.databases().catch(() => []);
    await Promise.all(
      databases.flatMap((db) => (db.name && db.name !== MATCH_DB_NAME ? [deleteDatabase(factory, db.name)] : [])),
    );
  }
  const caches = environment.caches;
  if (caches) {
    const names = await caches.keys().catch(() => []);
    await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  }
}

/** Where a repair reloads to: /app, with a timestamp on phones so no cached page is reused. */
export function repairTarget(mobile: boolean, now: number): string {
  return mobile ? `/app?t=${now}` : '/app';
}

/** Runs the repair and reloads into /app; if anything throws, it reloads the page as it is. */
export async function repairAuthSession(mobile: boolean): Promise<void> {
  try {
    await clearAuthState();
    window.location.assign(repairTarget(mobile, Date.now()));
  } catch (error) {
    console.error('Could not clean authentication', error);
    window.location.reload();
  }
}
