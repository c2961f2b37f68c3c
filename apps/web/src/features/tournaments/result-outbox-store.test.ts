import { describe, expect, it } from 'vitest';
import { TOURNAMENT_RESULTS_STORAGE_KEY } from '../../lib/match/match-db-name';
import { memoryStorage } from '../../lib/memory-storage.test-support';
import type { QueuedResult } from './result-outbox';
import { resultOutboxStore } from './result-outbox-store';

const kept: QueuedResult = {
  resultId: 'a',
  ownerId: 'u1',
  tournamentId: 't1',
  matchId: 'm1',
  scoreA: 12,
  scoreB: 9,
  baseRevision: 0,
};

describe('resultOutboxStore', () => {
  it('keeps the queue on the device: a page opened later (a reload) finds it; an empty queue leaves nothing', async () => {
    const disk = memoryStorage();
    await resultOutboxStore(() => disk).update((queue) => [...queue, kept]);
    expect(await resultOutboxStore(() => disk).update((queue) => queue)).toEqual([kept]);
    await resultOutboxStore(() => disk).update(() => []);
    expect(disk.values.size).toBe(0);
  });

  it('builds on what another tab stored, and skips what is not a result', async () => {
    const disk = memoryStorage();
    disk.setItem(TOURNAMENT_RESULTS_STORAGE_KEY, JSON.stringify([kept, { resultId: 'x' }, 'junk']));
    const second = { ...kept, resultId: 'b', matchId: 'm2' };
    const stored = await resultOutboxStore(() => disk).update((queue) => [...queue, second]);
    expect(stored).toEqual([kept, second]);
  });

  it('holds the queue in memory when the storage refuses', async () => {
    const store = resultOutboxStore(() => {
      throw new Error('SecurityError');
    });
    await store.update(() => [kept]);
    expect(await store.update((queue) => queue)).toEqual([kept]);
  });
});
