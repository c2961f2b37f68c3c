import type { PGlite } from '@electric-sql/pglite';

/**
 * Answers a read from memory while the database cannot have changed since it was taken, or runs it.
 * Only reads whose answer depends on rows alone may go through it (not on the clock: `now()`), and
 * the caller must not change what it is given back (it is shared by every caller of that key).
 */
export interface ReadMemo {
  /** `key`: what the read depends on (its name and every value it is given), written out only when kept. */
  read<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T>;
}

/** PostgreSQL's: other processes write to the same database unseen, so every read runs. */
export const everyRead: ReadMemo = { read: (_key, load) => load() };

/** Reads kept at most, so distinct keys (users, pages) cannot grow this without bound. */
const CAPACITY = 5_000;

const SELECT = /^\s*select\b/i;
const LOCKING = /\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b/i;
/** A statement that changes no row: a plain `select` (a CTE, a locking select or anything else counts as a write). */
const changesNothing = (text: string) => SELECT.test(text) && !LOCKING.test(text);

/**
 * The embedded database's memo (decision 025). One process owns a PGlite database (the DATA_DIR lock),
 * so every statement that can change a row passes through this client: it counts them (before and
 * after each, and around every transaction, whose statements run on a client of their own), and a read
 * taken at a count is answered again while the count has not moved. PGlite runs each query on the
 * event loop, so a repeated read (the history list a player reopens) costs every other request its
 * time; here it costs a lookup until the next write.
 */
export function readsUntilWrite(client: PGlite, capacity = CAPACITY): ReadMemo {
  let writes = 0;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    writes++;
    try {
      return await run();
    } finally {
      writes++;
    }
  };
  Object.assign(client, {
    query: ((text, params, options) =>
      changesNothing(text)
        ? query(text, params, options)
        : counted(() => query(text, params, options))) as PGlite['query'],
    exec: ((text, options) => counted(() => exec(text, options))) as PGlite['exec'],
    transaction: ((callback) => counted(() => transaction(callback))) as PGlite['transaction'],
  });

  const kept = new Map<string, { writes: number; value: unknown }>();
  return {
    async read<T>(parts: readonly unknown[], load: () => Promise<T>): Promise<T> {
      const key = JSON.stringify(parts);
      const held = kept.get(key);
      if (held?.writes === writes) return held.value as T;
      const at = writes;
      const value = await load();
      if (kept.size >= capacity) kept.clear();
      kept.set(key, { writes: at, value });
      return value;
    },
  };
}
