import { TOURNAMENT_RESULTS_STORAGE_KEY } from '../../lib/match/match-db-name';
import type { QueuedResult, ResultQueue } from './result-outbox';

/** Where the results waiting for the server live; `update` reads, changes and writes in one step. */
export interface ResultOutboxStore {
  update(change: (queue: ResultQueue) => ResultQueue): Promise<ResultQueue>;
}

const isQueued = (value: unknown): value is QueuedResult =>
  typeof value === 'object' &&
  value !== null &&
  ['resultId', 'ownerId', 'tournamentId', 'matchId'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  ) &&
  ['scoreA', 'scoreB', 'baseRevision'].every((key) => Number.isInteger((value as Record<string, unknown>)[key]));

function read(storage: Storage): ResultQueue {
  try {
    const stored: unknown = JSON.parse(storage.getItem(TOURNAMENT_RESULTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQueued) : [];
  } catch {
    return [];
  }
}

/**
 * The queue as one local-storage entry (a handful of results at most, so the match log's IndexedDB
 * is not needed): written synchronously before the panel calls a result kept, read again before each
 * change so another tab's results are kept too (both run on the same thread of the page's origin one
 * after the other). Without storage (a private mode that refuses it) the queue lives in memory: the
 * results still go out, only a reload before they do would lose them.
 */
export function resultOutboxStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): ResultOutboxStore {
  let memory: ResultQueue = [];
  return {
    async update(change) {
      const target = (() => {
        try {
          return storage();
        } catch {
          return undefined;
        }
      })();
      const next = change(target ? read(target) : memory);
      memory = next;
      try {
        if (next.length === 0) target?.removeItem(TOURNAMENT_RESULTS_STORAGE_KEY);
        else target?.setItem(TOURNAMENT_RESULTS_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // A full or refusing storage: the queue is still held in memory for this page.
      }
      return next;
    },
  };
}
