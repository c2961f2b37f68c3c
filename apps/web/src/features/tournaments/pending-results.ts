import type { QueuedResult, ResultQueue } from './result-outbox';

/**
 * The results of one tournament still on the device, by match: the panel marks them "pending sync".
 * Apart from the queue's other rules, which load with the results loop after the page (decision 045).
 */
export function pendingByMatch(queue: ResultQueue, tournamentId: string): Map<string, QueuedResult> {
  return new Map(
    queue.filter((queued) => queued.tournamentId === tournamentId).map((queued) => [queued.matchId, queued]),
  );
}
