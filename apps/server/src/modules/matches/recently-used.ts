/**
 * A map of at most `capacity` values, the least recently read or written evicted first: what this
 * process keeps of matches (their rows for the next point, their written history items) stays a few
 * MB however many matches pass through it.
 */
export function recentlyUsed<Value>(capacity: number) {
  const values = new Map<string, Value>();
  return {
    /** The value kept under `key`, now the most recently used; undefined when none is. */
    get(key: string): Value | undefined {
      const value = values.get(key);
      if (value === undefined) return undefined;
      values.delete(key);
      values.set(key, value);
      return value;
    },
    /** Keeps `value` under `key` as the most recently used, evicting the least recently used past capacity. */
    set(key: string, value: Value): void {
      values.delete(key);
      values.set(key, value);
      if (values.size > capacity) {
        const oldest = values.keys().next().value;
        if (oldest !== undefined) values.delete(oldest);
      }
    },
    delete(key: string): void {
      values.delete(key);
    },
  };
}
