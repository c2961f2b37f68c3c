import { describe, expect, it } from 'vitest';
import { storageStash } from './leaving-stash';
import { match, point } from './test-match-store';

/** A Storage over a map; `broken` makes every call throw, as privacy modes and a full quota do. */
function memoryStorage(broken = false): Storage {
  const map = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    getItem(key) {
      guard();
      return map.get(key) ?? null;
    },
    removeItem(key) {
      guard();
      map.delete(key);
    },
    setItem(key, value) {
      guard();
      map.set(key, value);
    },
  };
}

describe('leaving stash (local storage)', () => {
  it('keeps what it is given until cleared', () => {
    const storage = memoryStorage();
    const stash = storageStash(() => storage, 'key');
    const records = [1, 2].map((seq) => ({ matchId: match.id, entry: point(seq) }));
    expect(stash.read()).toEqual([]);
    stash.save(records);
    expect(storageStash(() => storage, 'key').read()).toEqual(records);
    stash.clear();
    expect(stash.read()).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('reads nothing from a damaged value, and drops records that are not entries', () => {
    const storage = memoryStorage();
    const stash = storageStash(() => storage, 'key');
    storage.setItem('key', '{not json');
    expect(stash.read()).toEqual([]);
    storage.setItem('key', '{"matchId":"m"}');
    expect(stash.read()).toEqual([]);
    const good = { matchId: match.id, entry: point(3) };
    storage.setItem('key', JSON.stringify([null, 7, { matchId: 'm' }, { matchId: 'm', entry: { id: 1 } }, good]));
    expect(stash.read()).toEqual([good]);
  });

  it('a storage that throws keeps nothing and throws nothing', () => {
    const stash = storageStash(() => memoryStorage(true), 'key');
    expect(() => stash.save([{ matchId: match.id, entry: point(1) }])).not.toThrow();
    expect(stash.read()).toEqual([]);
    expect(() => stash.clear()).not.toThrow();
    const unreachable = storageStash(() => {
      throw new DOMException('denied', 'SecurityError');
    }, 'key');
    expect(unreachable.read()).toEqual([]);
  });
});
