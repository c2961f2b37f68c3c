import type { MatchRow } from './matches.repository';
import { recentlyUsed } from './recently-used';

/** Matches kept per process: enough for every court of a busy evening, a few MB at most. */
const CAPACITY = 5_000;

/**
 * The latest row this process wrote or read for each recently scored match, least recently used
 * evicted first. It lets a point extend the fold it knows without reading it back, in one statement.
 * A cached row is only a guess: the append statement checks its revision against the database, so a
 * row another process (or a lost race) moved on is never trusted, only refreshed.
 */
export function matchCache(capacity = CAPACITY) {
  const rows = recentlyUsed<MatchRow>(capacity);
  return {
    /** The owner's cached match, or undefined (someone else's id reads as not cached). */
    get(id: string, ownerId: string): MatchRow | undefined {
      const row = rows.get(id);
      return row?.ownerId === ownerId ? row : undefined;
    },
    /** Keeps a row just read or written, unless a newer revision of it is already kept. */
    remember(row: MatchRow): void {
      const kept = rows.get(row.id);
      if (kept && kept.revision > row.revision) return;
      rows.set(row.id, row);
    },
    forget(id: string): void {
      rows.delete(id);
    },
  };
}

export type MatchCache = ReturnType<typeof matchCache>;
