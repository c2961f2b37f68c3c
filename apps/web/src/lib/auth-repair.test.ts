import { describe, expect, it, vi } from 'vitest';
import { clearAuthState, repairTarget } from './auth-repair';
import { LEAVING_ENTRIES_STORAGE_KEY, MATCH_DB_NAME, TOURNAMENT_RESULTS_STORAGE_KEY } from './match/match-db-name';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('clearAuthState', () => {
  it('signs out, clears storage but keeps the language, unsent points and tournament results, deletes databases (not the matches) and caches', async () => {
    const local = memoryStorage({
      language: 'en',
      premiumActivated: '1',
      gameConfig: '{}',
      [TOURNAMENT_RESULTS_STORAGE_KEY]: '[]',
      [LEAVING_ENTRIES_STORAGE_KEY]: '[{}]',
    });
    const session = memoryStorage({ returnTo: '/profile' });
    const deleted: string[] = [];
    const signOut = vi.fn(async () => true);
    const cacheDelete = vi.fn(async (_name: string) => true);
    await clearAuthState({
      signOut,
      localStorage: local,
      sessionStorage: session,
      indexedDB: {
        databases: async () => [{ name: 'marcador', version: 1 }, { name: MATCH_DB_NAME, version: 1 }, { version: 1 }],
        deleteDatabase: (name: string) => {
          deleted.push(name);
          const request = {} as IDBOpenDBRequest;
          queueMicrotask(() => request.onsuccess?.(new Event('success')));
          return request;
        },
      },
      caches: { keys: async () => ['v1', 'v2'], delete: cacheDelete },
    });
    expect(signOut).toHaveBeenCalledOnce();
    expect(local.length).toBe(3);
    expect(local.getItem('language')).toBe('en');
    expect(local.getItem(TOURNAMENT_RESULTS_STORAGE_KEY)).toBe('[]');
    expect(local.getItem(LEAVING_ENTRIES_STORAGE_KEY)).toBe('[{}]');
    expect(session.length).toBe(0);
    expect(deleted).toEqual(['marcador']);
    expect(cacheDelete.mock.calls.map(([name]) => name)).toEqual(['v1', 'v2']);
  });

  it('keeps going when signing out fails', async () => {
    const local = memoryStorage({ token: 'x' });
    await clearAuthState({ signOut: () => Promise.reject(new Error('offline')), localStorage: local });
    expect(local.length).toBe(0);
  });
});

describe('repairTarget', () => {
  it('adds a timestamp on phones only', () => {
    expect(repairTarget(false, 123)).toBe('/app');
    expect(repairTarget(true, 123)).toBe('/app?t=123');
  });
});
