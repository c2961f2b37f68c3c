import type { MatchLogEntryInput } from '@marcador/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api';
import { createMatchSync, retryDelay } from './match-sync';
import { match, memoryStore, point } from './test-match-store';

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
    for (const seq of [3, 1, 2]) await store.appendEntries([{ matchId: match.id, entry: point(seq) }]);
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

  it('a start tapped while the PUT is in flight is kept, not marked sent, and goes in the next PUT', async () => {
    const store = memoryStore();
    await store.putMatch({ ...match, startedAt: null });
    const api = fakeApi();
    const sent: (number | null)[] = [];
    api.put.mockImplementation((async (_id: string, body: { startedAt: number | null }) => {
      sent.push(body.startedAt);
      // The player taps "Empezar partido" before the server answers the first PUT.
      if (sent.length === 1) await store.updateMatch(match.id, (current) => ({ ...current, startedAt: 2000 }));
      return {} as never;
    }) as never);
    const sync = createMatchSync({ store, api, ...noTimers });

    await sync.syncNow();
    expect(await store.getMatch(match.id)).toMatchObject({ startedAt: 2000, putSynced: false });
    await sync.syncNow();
    expect(sent).toEqual([null, 2000]);
    expect(await store.getMatch(match.id)).toMatchObject({ startedAt: 2000, putSynced: true });
  });

  it('offline: keeps everything pending, reports it, and retries with backoff', async () => {
    const store = memoryStore();
    await store.putMatch({ ...match, putSynced: true });
    for (const seq of [1, 2]) await store.appendEntries([{ matchId: match.id, entry: point(seq) }]);
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
    for (let seq = 1; seq <= 1001; seq++) await store.appendEntries([{ matchId: match.id, entry: point(seq) }]);
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
    for (const seq of [1, 2, 3]) await store.appendEntries([{ matchId: match.id, entry: point(seq) }]);
    await store.appendEntries([{ matchId: other.id, entry: { ...point(1), id: 'other-0001' } }]);
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
    expect(await store.unsyncedEntries(match.id)).toHaveLength(3);
    expect(store.synced).toEqual(new Set(['other-0001']));
    expect(await store.getMatch(match.id)).toMatchObject({ full: true, finishSynced: true });
    expect(api.finish).toHaveBeenCalledTimes(1);

    await store.appendEntries([{ matchId: match.id, entry: point(4) }]);
    await sync.noteLocalChange();
    await sync.syncNow();
    expect(api.append.mock.calls.filter(([id]) => id === match.id)).toHaveLength(1);
    expect(sync.status()).toEqual({ state: 'synced', pending: 0, full: [match.id] });
  });

  describe("a tournament match's result", () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const scored = {
      ...match,
      id,
      config: { ...match.config, tournament: { tournamentId: 't-1', matchId: 'tm-1', round: 1 } },
      putSynced: true,
      finish: { endedAt: 9, reason: 'match_over' as const },
      tournamentResult: { scoreA: 3, scoreB: 1 },
    };
    const expectedBody = { scoreA: 3, scoreB: 1, resultId: id };

    it('goes after the finish; offline it stays pending and the retry sends the same result id', async () => {
      const store = memoryStore();
      await store.putMatch(scored);
      const api = fakeApi();
      const calls: string[] = [];
      api.finish.mockImplementation(async () => {
        calls.push('finish');
        return {} as never;
      });
      let online = false;
      const tournaments = {
        result: vi.fn(async () => {
          calls.push('result');
          if (!online) throw new ApiRequestError(0, 'network_error', 'offline');
        }),
      };
      const sync = createMatchSync({ store, api, tournaments, ...noTimers });

      await expect(sync.syncNow()).resolves.toBe(false);
      expect(sync.status()).toEqual({ state: 'offline', pending: 1, full: [] });
      online = true;
      await expect(sync.retryNow()).resolves.toBe(true);
      expect(calls).toEqual(['finish', 'result', 'result']);
      expect(tournaments.result.mock.calls).toEqual([
        ['t-1', 'tm-1', expectedBody],
        ['t-1', 'tm-1', expectedBody],
      ]);
      expect(await store.getMatch(id)).toMatchObject({ tournamentResultSynced: true });
      await sync.syncNow();
      expect(tournaments.result).toHaveBeenCalledTimes(2);
    });

    it('a refusal no resend can change ends it; a sign-out keeps it for later', async () => {
      const store = memoryStore();
      await store.putMatch({ ...scored, finishSynced: true });
      const tournaments = { result: vi.fn(async () => Promise.reject(new ApiRequestError(401, 'unauthorized', 'x'))) };
      const sync = createMatchSync({ store, api: fakeApi(), tournaments, ...noTimers });

      await expect(sync.syncNow()).resolves.toBe(false);
      expect(sync.status().pending).toBe(1);
      tournaments.result.mockRejectedValue(new ApiRequestError(404, 'not_found', 'gone'));
      await expect(sync.syncNow()).resolves.toBe(true);
      expect(sync.status()).toEqual({ state: 'synced', pending: 0, full: [] });
    });
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
