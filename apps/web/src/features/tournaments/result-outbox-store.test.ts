import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
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
  it('keeps the queue on disk: a page opened later (a reload) finds it', async () => {
    const disk = new IDBFactory();
    await resultOutboxStore(disk).update((queue) => [...queue, kept]);
    expect(await resultOutboxStore(disk).update((queue) => queue)).toEqual([kept]);
  });

  it('applies two tabs adding at once one after the other, losing neither', async () => {
    const disk = new IDBFactory();
    const second = { ...kept, resultId: 'b', matchId: 'm2' };
    await Promise.all([
      resultOutboxStore(disk).update((queue) => [...queue, kept]),
      resultOutboxStore(disk).update((queue) => [...queue, second]),
    ]);
    const stored = await resultOutboxStore(disk).update((queue) => queue);
    expect(stored.map((result) => result.resultId).sort()).toEqual(['a', 'b']);
  });
});
