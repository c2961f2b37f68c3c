import type { MatchLogEntryInput } from '@marcador/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api';
import type { LocalMatch, MatchStore } from './match-store';
import { createMatchSync, retryDelay } from './match-sync';

/** An in-memory store with the same contract as the IndexedDB one. */
function memoryStore(): MatchStore & { synced: Set<string> } {
  const matches = new Map<string, LocalMatch>();
  const entries = new Map<string, { matchId: string; entry: MatchLogEntryInput }>();
  const synced = new Set<string>();
  return {
    synced,
    getMatch: async (id) => matches.get(id),
    listMatches: async () => [...matches.values()],
    putMatch: async (match) => void matches.set(match.id, match),
    appendEntry: async (matchId, entry) => void entries.set(entry.id, { matchId, entry }),
    importEntries: async (matchId, list) => {
      for (const entry of list) {
        if (!entries.has(entry.id)) entries.set(entry.id, { matchId, entry });
        synced.add(entry.id);
      }
    },
    entries: async (matchId) => [...entries.values()].filter((e) => e.matchId === matchId).map((e) => e.entry),
    unsyncedEntries: async (matchId) =>
      [...entries.values()].filter((e) => e.matchId === matchId && !synced.has(e.entry.id)).map((e) => e.entry),
    countUnsynced: async (matchId) =>
      [...entries.values()].filter((e) => e.matchId === matchId && !synced.has(e.entry.id)).length,
    markSynced: async (ids) => {
      for (const id of ids) synced.add(id);
    },
  };
}

const match: LocalMatch = {
  id: 'match-0001',
  config: {
    isDoubles: true,
    team1: { name: '', color: 'green', players: ['', ''] },
    team2: { name: '', color: 'blue', players: ['', ''] },
    invitedPlayers: [],
    club: null,
    sessionDuration: 60,
    tournament: null,
  },
  rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
  startedAt: 1000,
  createdAt: 1000,
  finish: null,
  putSynced: false,
  finishSynced: false,
};

const point = (seq: number): MatchLogEntryInput => ({
  id: `entry-${String(seq).padStart(4, '0')}`,
  at: 1000 + seq,
  seq,
  type: 'point_won',
  side: 'player1',
});

function fakeApi() {
  return {
    put: vi.fn(async () => ({}) as never),
    append: vi.fn(async (_id: string, _entries: readonly MatchLogEntryInput[]) => ({}) as never),
    finish: vi.fn(async () => ({}) as never),
  };
}

const noTimers = { setTimer: vi.fn(() => 1), clearTimer: vi.fn() };

describe('match sync', () => {
  it('puts the match first, then the entries in sequence order, then the finish; all acknowledged', async () => {
    const store = memoryStore();
    await store.putMatch({ ...match, finish: { endedAt: 5000, reason: 'manual' } });
    for (const seq of [3, 1, 2]) await store.appendEntry(match.id, point(seq));
    const api = fakeApi();
    const calls: string[] = [];
    const logged = (name: string) => async () => {
      calls.push(name);
      return {} as never;
    };
    api.put.mockImplementation(logged('put'));
    api.append.mockImplementation(logged('append'));
    api.finish.mockImplementation(logged('finish'));
    const sync = createMatchSync({ store, api, ...noTimers });

    await expect(sync.syncNow()).resolves.toBe(true);
    expect(calls).toEqual(['put', 'append', 'finish']);
    expect(api.append.mock.calls[0]?.[1].map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(sync.status()).toEqual({ state: 'synced', pending: 0, full: [] });
    // Nothing is sent twice.
    await sync.syncNow();
    expect(calls).toHaveLength(3);
  });

  it('offline: keeps everything pending, reports it, and retries with backoff', async () => {
    const store = memoryStore();
    await store.putMatch({ ...match, putSynced: true });
    for (const seq of [1, 2]) await store.appendEntry(match.id, point(seq));
    const api = fakeApi();
    api.append.mockRejectedValue(new ApiRequestError(0, 'network_error', 'offline'));
    const timers = { setTimer: vi.fn(() => 1), clearTimer: vi.fn() };
    const sync = createMatchSync({ store, api, ...timers });

    await expect(sync.syncNow()).resolves.toBe(false);
    expect(sync.status()).toEqual({ state: 'offline', pending: 2, full: [] });
    expect(timers.setTimer).toHaveBeenLastCalledWith(expect.any(Function), 1000);
    await sync.syncNow();
    expect(timers.setTimer).toHaveBeenLastCalledWith(expect.any(Function), 2000);

    api.append.mockResolvedValue({} as never);
    await expect(sync.retryNow()).resolves.toBe(true);
    expect(sync.status()).toEqual({ state: 'synced', pending: 0, full: [] });
    expect(store.synced).toEqual(new Set(['entry-0001', 'entry-0002']));
  });

  it('sends at most 500 entries a request', async () => {
    const store = memoryStore();
    await store.putMatch({ ...match, putSynced: true });
    for (let seq = 1; seq <= 1001; seq++) await store.appendEntry(match.id, point(seq));
    const api = fakeApi();
    await createMatchSync({ store, api, ...noTimers }).syncNow();
    expect(api.append.mock.calls.map(([, batch]) => batch.length)).toEqual([500, 500, 1]);
  });

  it('a finish the server thinks premature becomes a manual end instead of a retry loop', async () => {
    const store = memoryStore();
    await store.putMatch({ ...match, putSynced: true, finish: { endedAt: 9, reason: 'match_over' } });
    const api = fakeApi();
    api.finish.mockRejectedValueOnce(new ApiRequestError(409, 'match_not_over', 'not over'));
    await expect(createMatchSync({ store, api, ...noTimers }).syncNow()).resolves.toBe(true);
    expect(api.finish.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { endedAt: 9, reason: 'match_over' },
      { endedAt: 9, reason: 'manual' },
    ]);
  });

  it('a full match: keeps what the server refused, never offers it again, still finishes, and says so', async () => {
    const store = memoryStore();
    const other = { ...match, id: 'match-0002', putSynced: true };
    await store.putMatch({ ...match, putSynced: true, finish: { endedAt: 9, reason: 'manual' } });
    await store.putMatch(other);
    for (const seq of [1, 2, 3]) await store.appendEntry(match.id, point(seq));
    await store.appendEntry(other.id, { ...point(1), id: 'other-0001' });
    const api = fakeApi();
    api.append.mockImplementation(async (id) => {
      if (id === match.id) throw new ApiRequestError(409, 'match_full', 'full');
      return {} as never;
    });
    const timers = { setTimer: vi.fn(() => 1), clearTimer: vi.fn() };
    const sync = createMatchSync({ store, api, ...timers });

    await expect(sync.syncNow()).resolves.toBe(true);
    expect(sync.status()).toEqual({ state: 'synced', pending: 0, full: [match.id] });
    expect(timers.setTimer).not.toHaveBeenCalled();
    // Nothing lost or changed: the points stay on the device, unsynced; the other match went on syncing.
    expect((await store.entries(match.id)).map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(await store.countUnsynced(match.id)).toBe(3);
    expect(store.synced).toEqual(new Set(['other-0001']));
    expect(await store.getMatch(match.id)).toMatchObject({ full: true, finishSynced: true });
    expect(api.finish).toHaveBeenCalledTimes(1);

    await store.appendEntry(match.id, point(4));
    await sync.noteLocalChange();
    await sync.syncNow();
    expect(api.append.mock.calls.filter(([id]) => id === match.id)).toHaveLength(1);
    expect(sync.status()).toEqual({ state: 'synced', pending: 0, full: [match.id] });
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
