import type { GameConfig, MatchLogEntryInput } from '@marcador/contracts';
import type { MatchRules } from '@marcador/domain';
import { openDatabase, requestToPromise, transactionDone } from './idb';
import { browserEntryStash, type EntryStash, noStash } from './leaving-stash';
import { MATCH_DB_NAME } from './match-db-name';
import type { TournamentResult } from './tournament-result';

export { MATCH_DB_NAME };

/**
 * The device's copy of every match it recorded: the match record and its append-only log entries,
 * in IndexedDB. An entry is committed here right after the frame that shows it (entry-writer.ts; at
 * once when the page hides or goes away), and stays flagged unsynced until the server has
 * acknowledged it, so a reload, a crash or a lost network never loses a point. The auth repair keeps this database (see lib/auth-repair.ts).
 * Entries a closing page stashed because their transaction might not commit in time are added when
 * the store opens, before anything is read.
 */
/** 2 added the `unsynced` index. */
const VERSION = 2;
const MATCHES = 'matches';
const ENTRIES = 'entries';

export type FinishReason = 'match_over' | 'manual' | 'abandoned';

export interface LocalMatch {
  readonly id: string;
  readonly config: GameConfig;
  /** The rules the match started with; changes during play are `rules_changed` entries. */
  readonly rules: MatchRules;
  /** The start button's time (epoch ms), null before it. */
  readonly startedAt: number | null;
  readonly createdAt: number;
  /** Set when the match ended on this device; the server is told by the sync. */
  readonly finish: { readonly endedAt: number; readonly reason: FinishReason } | null;
  /** The server holds this exact record (PUT acknowledged). */
  readonly putSynced: boolean;
  /** The server acknowledged the finish. */
  readonly finishSynced: boolean;
  /**
   * A tournament match's result, kept with the finish until its tournament has it (decision 045).
   * Absent for other matches and on older records.
   */
  readonly tournamentResult?: TournamentResult;
  /** The tournament took the result, or refused it for good (it will never take it). */
  readonly tournamentResultSynced?: boolean;
  /**
   * The server refused more entries: the match holds the most a match may (MAX_MATCH_ENTRIES).
   * Entries it did not take stay here, unsynced, and are not offered again. Absent on older records.
   */
  readonly full?: boolean;
}

interface StoredEntry {
  readonly id: string;
  readonly matchId: string;
  /** 0 or 1 rather than a boolean: IndexedDB cannot index booleans. */
  readonly synced: 0 | 1;
  readonly entry: MatchLogEntryInput;
}

/** A stored match and how many of its entries the server has not acknowledged. */
export interface MatchWithUnsynced {
  readonly match: LocalMatch;
  readonly unsynced: number;
}

export interface MatchStore {
  getMatch(id: string): Promise<LocalMatch | undefined>;
  /**
   * Every stored match with its count of unsynced entries, read in one transaction: the sync asks
   * after every tap, and a transaction per match would grow with the device's history.
   */
  matchesWithUnsynced(): Promise<MatchWithUnsynced[]>;
  putMatch(match: LocalMatch): Promise<void>;
  /**
   * Changes the stored record in one read-write transaction: `change` gets the record as stored and
   * returns the new one, or null to leave it. Resolves with the record stored after it, undefined
   * when there is none. A read and a write in two transactions could overwrite a change made
   * between them (the start button while the sync marks the PUT acknowledged).
   */
  updateMatch(id: string, change: (current: LocalMatch) => LocalMatch | null): Promise<LocalMatch | undefined>;
  /** Commits entries in one transaction, in the order given; resolves only once they are durable. */
  appendEntries(records: readonly { matchId: string; entry: MatchLogEntryInput }[]): Promise<void>;
  /** Stores entries the server already holds (a match continued from another device). */
  importEntries(matchId: string, entries: readonly MatchLogEntryInput[]): Promise<void>;
  entries(matchId: string): Promise<MatchLogEntryInput[]>;
  unsyncedEntries(matchId: string): Promise<MatchLogEntryInput[]>;
  markSynced(ids: readonly string[]): Promise<void>;
}

function upgrade(db: IDBDatabase, _oldVersion: number, tx: IDBTransaction): void {
  if (!db.objectStoreNames.contains(MATCHES)) db.createObjectStore(MATCHES, { keyPath: 'id' });
  const entries = db.objectStoreNames.contains(ENTRIES)
    ? tx.objectStore(ENTRIES)
    : db.createObjectStore(ENTRIES, { keyPath: 'id' });
  if (!entries.indexNames.contains('matchId')) entries.createIndex('matchId', 'matchId');
  // The sync asks after every tap what is still unsynced: an index answers without reading the
  // whole log back.
  if (!entries.indexNames.contains('unsynced')) entries.createIndex('unsynced', ['matchId', 'synced']);
}

/** Adds `record` unless its key is stored already; the clash is not an error. */
function addIfAbsent(store: IDBObjectStore, record: StoredEntry): void {
  const request = store.add(record);
  request.onerror = (event) => {
    event.preventDefault();
    event.stopPropagation();
  };
}

/**
 * Adds the entries a closing page stashed (leaving-stash.ts), then empties the stash. A copy that
 * did commit stays as it is (the sync may have sent it since). A failure keeps the stash for the
 * next opening and leaves the store usable.
 */
async function addStashed(db: IDBDatabase, stash: EntryStash): Promise<void> {
  const stashed = stash.read();
  if (stashed.length === 0) return;
  try {
    const tx = db.transaction(ENTRIES, 'readwrite', { durability: 'strict' });
    const store = tx.objectStore(ENTRIES);
    for (const { matchId, entry } of stashed) addIfAbsent(store, { id: entry.id, matchId, synced: 0, entry });
    await transactionDone(tx);
    stash.clear();
  } catch {
    // Kept for the next opening.
  }
}

/** The store over an IndexedDB factory (the browser's, or a fake in tests). */
export function createMatchStore(factory: IDBFactory, stash: EntryStash = noStash): MatchStore {
  let opening: Promise<IDBDatabase> | null = null;
  function db(): Promise<IDBDatabase> {
    opening ??= openDatabase(factory, MATCH_DB_NAME, VERSION, upgrade).then(
      async (opened) => {
        // A closed connection (another tab upgrading, a repair) is reopened on the next call.
        opened.addEventListener('close', () => {
          opening = null;
        });
        await addStashed(opened, stash);
        return opened;
      },
      (error: unknown) => {
        opening = null;
        throw error;
      },
    );
    return opening;
  }

  async function storedEntries(matchId: string): Promise<StoredEntry[]> {
    const tx = (await db()).transaction(ENTRIES, 'readonly');
    return requestToPromise<StoredEntry[]>(tx.objectStore(ENTRIES).index('matchId').getAll(matchId));
  }

  async function write(storeName: string, records: readonly unknown[]): Promise<void> {
    const tx = (await db()).transaction(storeName, 'readwrite', { durability: 'strict' });
    const store = tx.objectStore(storeName);
    for (const record of records) store.put(record);
    // Asked for now rather than when this task ends: a write made as the page goes away (pagehide)
    // reaches the database before the page is gone.
    tx.commit();
    await transactionDone(tx);
  }

  return {
    async getMatch(id) {
      const tx = (await db()).transaction(MATCHES, 'readonly');
      return requestToPromise<LocalMatch | undefined>(tx.objectStore(MATCHES).get(id));
    },
    async matchesWithUnsynced() {
      const tx = (await db()).transaction([MATCHES, ENTRIES], 'readonly');
      const unsynced = tx.objectStore(ENTRIES).index('unsynced');
      const found: { match: LocalMatch; unsynced: number }[] = [];
      const matches = tx.objectStore(MATCHES).getAll();
      // The counts are asked in the read's own callback, inside the same transaction.
      matches.onsuccess = () => {
        for (const match of matches.result as LocalMatch[]) {
          const item = { match, unsynced: 0 };
          found.push(item);
          const count = unsynced.count(IDBKeyRange.only([match.id, 0]));
          count.onsuccess = () => {
            item.unsynced = count.result;
          };
        }
      };
      await transactionDone(tx);
      return found;
    },
    putMatch: (match) => write(MATCHES, [match]),
    async updateMatch(id, change) {
      const tx = (await db()).transaction(MATCHES, 'readwrite', { durability: 'strict' });
      const store = tx.objectStore(MATCHES);
      let result: LocalMatch | undefined;
      const request = store.get(id);
      // The change and the write happen in the read's own callback, inside the transaction.
      request.onsuccess = () => {
        const current = request.result as LocalMatch | undefined;
        if (!current) return;
        const next = change(current);
        result = next ?? current;
        if (next) store.put(next);
      };
      await transactionDone(tx);
      return result;
    },
    appendEntries: (records) =>
      write(
        ENTRIES,
        records.map(({ matchId, entry }) => ({ id: entry.id, matchId, synced: 0, entry })),
      ),
    async importEntries(matchId, entries) {
      const tx = (await db()).transaction(ENTRIES, 'readwrite');
      const store = tx.objectStore(ENTRIES);
      // A copy already here is kept: it may still be unsynced.
      for (const entry of entries) addIfAbsent(store, { id: entry.id, matchId, synced: 1, entry });
      await transactionDone(tx);
    },
    async entries(matchId) {
      return (await storedEntries(matchId)).map((stored) => stored.entry);
    },
    async unsyncedEntries(matchId) {
      const tx = (await db()).transaction(ENTRIES, 'readonly');
      const unsynced = tx
        .objectStore(ENTRIES)
        .index('unsynced')
        .getAll(IDBKeyRange.only([matchId, 0]));
      return (await requestToPromise<StoredEntry[]>(unsynced)).map((stored) => stored.entry);
    },
    async markSynced(ids) {
      const tx = (await db()).transaction(ENTRIES, 'readwrite');
      const store = tx.objectStore(ENTRIES);
      for (const id of ids) {
        const request = store.get(id);
        request.onsuccess = () => {
          const stored = request.result as StoredEntry | undefined;
          if (stored && stored.synced === 0) store.put({ ...stored, synced: 1 });
        };
      }
      await transactionDone(tx);
    },
  };
}

let browserStore: MatchStore | null = null;

/** The page's one store over the browser's IndexedDB. */
export function matchStore(): MatchStore {
  browserStore ??= createMatchStore(window.indexedDB, browserEntryStash());
  return browserStore;
}
