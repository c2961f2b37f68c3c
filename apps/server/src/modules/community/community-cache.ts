/**
 * The community answer, kept in memory (decision 038): read from the database at most once a minute
 * per query, and at most `CHANGE_GRACE_MS` after a finish on this instance committed new counts, so a
 * stream of finishes costs one read a second, not one per request. Other instances' finishes show
 * within the minute.
 */
export const ANSWER_TTL_MS = 60_000;
export const CHANGE_GRACE_MS = 1_000;

interface Entry<T> {
  value: T;
  /** When the read behind `value` started: later commits are not in it. */
  readAt: number;
  /** When the first commit `value` misses was noticed; null while it misses none. */
  staleSince: number | null;
}

export function answerCache<K, T>(now: () => number = Date.now) {
  const entries = new Map<string, Entry<T>>();
  const reading = new Map<string, Promise<T>>();
  let lastChange = Number.NEGATIVE_INFINITY;

  const fresh = (entry: Entry<T>, at: number) =>
    at - entry.readAt < ANSWER_TTL_MS && (entry.staleSince === null || at - entry.staleSince < CHANGE_GRACE_MS);

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

    /** New counts committed: every answer held now misses them. */
    changed(): void {
      lastChange = now();
      for (const entry of entries.values()) entry.staleSince ??= lastChange;
    },

    /** Answers held (one per distinct query; the query schema bounds them). */
    get size() {
      return entries.size;
    },
  };
}

export type AnswerCache<K, T> = ReturnType<typeof answerCache<K, T>>;
