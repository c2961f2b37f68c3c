/**
 * Answers read from the database, kept in memory per query (decisions 038 and 041): read again once
 * `ttlMs` has passed, and at most `changeGraceMs` after this instance committed a change they may
 * miss. A grace lets a stream of changes cost one read per grace, not one per request; a grace of 0
 * reads again on the first request after each change. Other instances' changes show within `ttlMs`.
 */
export interface AnswerCacheTimes {
  readonly ttlMs: number;
  readonly changeGraceMs: number;
}

interface Entry<T> {
  value: T;
  /** When the read behind `value` started: later commits are not in it. */
  readAt: number;
  /** When the first commit `value` misses was noticed; null while it misses none. */
  staleSince: number | null;
}

export function answerCache<K, T>({ ttlMs, changeGraceMs }: AnswerCacheTimes, now: () => number = Date.now) {
  const entries = new Map<string, Entry<T>>();
  const reading = new Map<string, Promise<T>>();
  let lastChange = Number.NEGATIVE_INFINITY;

  const fresh = (entry: Entry<T>, at: number) =>
    at - entry.readAt < ttlMs && (entry.staleSince === null || at - entry.staleSince < changeGraceMs);

  return {
    /** The cached answer for `key`, else `read()`'s; concurrent misses share one read. */
    async get(key: K, read: () => Promise<T>): Promise<T> {
      const name = JSON.stringify(key);
      const entry = entries.get(name);
      if (entry && fresh(entry, now())) return entry.value;
      const pending = reading.get(name);
      if (pending) return pending;
      const readAt = now();
      const promise = read()
        .then((value) => {
          // A commit noticed while reading may be missing from `value`.
          entries.set(name, { value, readAt, staleSince: lastChange >= readAt ? lastChange : null });
          return value;
        })
        .finally(() => reading.delete(name));
      reading.set(name, promise);
      return promise;
    },

    /** A change committed: every answer held now misses it. */
    changed(): void {
      lastChange = now();
      for (const entry of entries.values()) entry.staleSince ??= lastChange;
    },

    /** Answers held (one per distinct query; the callers' keys bound them). */
    get size() {
      return entries.size;
    },
  };
}

export type AnswerCache<K, T> = ReturnType<typeof answerCache<K, T>>;
