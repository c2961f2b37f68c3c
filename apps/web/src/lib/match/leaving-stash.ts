import type { MatchLogEntryInput } from '@marcador/contracts';
import { LEAVING_ENTRIES_STORAGE_KEY } from './match-db-name';

/** An entry the scoreboard showed, with its match. */
export interface StashedEntry {
  readonly matchId: string;
  readonly entry: MatchLogEntryInput;
}

/**
 * Where the entries not yet durable in IndexedDB go when the page hides or goes away. Chromium aborts
 * a transaction still waiting for its turn (behind the sync's) when the tab closes, so a point tapped
 * just before could be lost; local storage is written synchronously from the page's side and
 * survives the tab. The store adds what it finds here the next time it opens (decision 027).
 */
export interface EntryStash {
  save(records: readonly StashedEntry[]): void;
  /** What was saved; nothing when the stash is empty or unreadable. */
  read(): StashedEntry[];
  clear(): void;
}

export const noStash: EntryStash = { save() {}, read: () => [], clear() {} };

function isStashedEntry(value: unknown): value is StashedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { matchId, entry } = value as { matchId?: unknown; entry?: { id?: unknown; seq?: unknown } };
  return typeof matchId === 'string' && typeof entry?.id === 'string' && typeof entry.seq === 'number';
}

/** A stash in one local-storage entry; a storage that throws (privacy modes, quota) keeps nothing. */
export function storageStash(storage: () => Storage, key = LEAVING_ENTRIES_STORAGE_KEY): EntryStash {
  return {
    save(records) {
      try {
        storage().setItem(key, JSON.stringify(records));
      } catch {
        // Nothing better to do as the page goes: the IndexedDB write is still under way.
      }
    },
    read() {
      try {
        const parsed: unknown = JSON.parse(storage().getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isStashedEntry) : [];
      } catch {
        return [];
      }
    },
    clear() {
      try {
        storage().removeItem(key);
      } catch {
        // An unreadable storage holds nothing of ours.
      }
    },
  };
}

let browserStash: EntryStash | null = null;

/** The page's stash, in its local storage. */
export function browserEntryStash(): EntryStash {
  browserStash ??= storageStash(() => window.localStorage);
  return browserStash;
}
