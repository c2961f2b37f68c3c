import { describe, expect, it } from 'vitest';
import { webStorageRoundTrip } from './storage-test';

function memoryStorage(overrides: Partial<Storage> = {}): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    ...overrides,
  };
}

describe('webStorageRoundTrip', () => {
  it('passes on a working storage and leaves nothing behind', () => {
    const storage = memoryStorage();
    expect(() => webStorageRoundTrip(storage, 'v')).not.toThrow();
    expect(storage.length).toBe(0);
  });

  it('fails when storage is missing, throws, or loses the value', () => {
    expect(() => webStorageRoundTrip(undefined, 'v')).toThrow('Not available');
    const full = memoryStorage({
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => webStorageRoundTrip(full, 'v')).toThrow('QuotaExceededError');
    expect(() => webStorageRoundTrip(memoryStorage({ getItem: () => null }), 'v')).toThrow('Read back null');
  });
});
