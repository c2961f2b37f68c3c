import { ApiRequestError } from '../../lib/api';

/**
 * Results the organiser entered that the server has not acknowledged yet (decision 045, "Results
 * kept on the device"): the same idea as the match log of decision 005, a device-made id per result
 * (`resultId`) so a resend after a lost answer is applied once. Pure: the store keeps the list, the
 * sync loop sends it.
 */
export interface QueuedResult {
  resultId: string;
  /** The signed-in organiser who entered it: a shared phone sends each person's own results only. */
  ownerId: string;
  tournamentId: string;
  matchId: string;
  scoreA: number;
  scoreB: number;
  /** The match revision the organiser saw; the server refuses the result if it changed since (409 stale_result). */
  baseRevision: number;
}

export type ResultQueue = readonly QueuedResult[];

/**
 * Adds a result. A result of the same match still waiting (and not on its way: `sendingId`) is
 * replaced, the new one taking its base revision, since it corrects what the organiser typed before;
 * one on its way is followed, and `acknowledge` moves the follower's base on.
 */
export function enqueue(queue: ResultQueue, entry: QueuedResult, sendingId: string | null): ResultQueue {
  const earlier = queue.findLast((queued) => queued.matchId === entry.matchId);
  if (!earlier) return [...queue, entry];
  const rebased = { ...entry, baseRevision: earlier.baseRevision };
  if (earlier.resultId === sendingId) return [...queue, rebased];
  return queue.map((queued) => (queued === earlier ? rebased : queued));
}

/**
 * The server applied `resultId`, leaving its match at `revision`: it leaves the queue, and a later
 * result of the same match built on the same view now builds on the one just applied.
 */
export function acknowledge(queue: ResultQueue, resultId: string, revision: number): ResultQueue {
  const sent = queue.find((queued) => queued.resultId === resultId);
  if (!sent) return queue;
  return queue.flatMap((queued) => {
    if (queued === sent) return [];
    const follows = queued.matchId === sent.matchId && queued.baseRevision === sent.baseRevision;
    return follows ? [{ ...queued, baseRevision: revision }] : [queued];
  });
}

export function drop(queue: ResultQueue, resultId: string): ResultQueue {
  return queue.filter((queued) => queued.resultId !== resultId);
}

/** The oldest result of `ownerId`: results go in the order they were entered. */
export function nextToSend(queue: ResultQueue, ownerId: string): QueuedResult | undefined {
  return queue.find((queued) => queued.ownerId === ownerId);
}

/**
 * What a failed send means. `retry`: no answer, the server busy or away, or the session to renew
 * (kept and sent again, the same id). `stale`: the match changed since the organiser saw it (dropped,
 * the organiser told). `refused`: the server will never take it (unknown tournament, not theirs, a
 * score over the points): dropped, the organiser told.
 */
export type SendFailure = 'retry' | 'stale' | 'refused';

export function failureOf(error: unknown): SendFailure {
  if (!(error instanceof ApiRequestError)) return 'retry';
  if (error.status === 409 && error.code === 'stale_result') return 'stale';
  const transient = error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429;
  return transient || error.status >= 500 ? 'retry' : 'refused';
}
