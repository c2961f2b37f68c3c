import type { TournamentDetail } from '@marcador/contracts';
import { reconnectDelay } from '../../lib/realtime/event-stream';
import {
  acknowledge,
  drop,
  enqueue,
  failureOf,
  nextToSend,
  type QueuedResult,
  type ResultQueue,
} from './result-outbox';
import type { ResultOutboxStore } from './result-outbox-store';

/** What became of a result: applied (the tournament as it is now), or dropped and why. */
export type ResultSettled =
  | { kind: 'applied'; detail: TournamentDetail }
  | { kind: 'stale' | 'refused'; result: QueuedResult };

export interface ResultSyncOptions {
  store: ResultOutboxStore;
  send: (result: QueuedResult) => Promise<TournamentDetail>;
  /** The signed-in user, whose results go out; null while nobody is. */
  ownerId: () => string | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const revisionOf = (detail: TournamentDetail, matchId: string) =>
  detail.rounds.flatMap((round) => round.matches).find((match) => match.id === matchId)?.revision ?? 0;

/**
 * Sends the kept results one at a time, oldest first, each with its own id until the server answers
 * (decision 005's loop: the same id on every try, a growing pause between tries, the event stream's
 * 1 s to 30 s, and at once when the browser is back online). Applied or finally refused, a result leaves the device; nothing else does.
 */
export function createResultSync(options: ResultSyncOptions) {
  const { store, send, ownerId } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let queue: ResultQueue = [];
  let sending: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let attempt = 0;
  let timer: unknown = null;
  const queueListeners = new Set<() => void>();
  const settledListeners = new Set<(settled: ResultSettled) => void>();

  const change = async (next: (current: ResultQueue) => ResultQueue) => {
    queue = await store.update(next);
    for (const listener of queueListeners) listener();
  };
  const settle = (settled: ResultSettled) => {
    for (const listener of settledListeners) listener(settled);
  };

  async function pass(): Promise<void> {
    await change((current) => current);
    for (;;) {
      const owner = ownerId();
      const next = owner ? nextToSend(queue, owner) : undefined;
      if (!next) return;
      sending = next.resultId;
      try {
        const detail = await send(next);
        attempt = 0;
        await change((current) => acknowledge(current, next.resultId, revisionOf(detail, next.matchId)));
        settle({ kind: 'applied', detail });
      } catch (error) {
        const failure = failureOf(error);
        if (failure === 'retry') {
          timer = setTimer(() => {
            timer = null;
            void flush();
          }, reconnectDelay(attempt++));
          return;
        }
        await change((current) => drop(current, next.resultId));
        settle({ kind: failure, result: next });
      } finally {
        sending = null;
      }
    }
  }

  /**
   * One pass at a time. A call during one (a result added, the network back) runs another right
   * after it, even if it ended in a failure, and the promise covers both; otherwise a failed pass
   * waits for its timer.
   */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (timer !== null) return Promise.resolve();
    running = pass().finally(() => {
      running = null;
      if (!again) return;
      again = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
      return flush();
    });
    return running;
  }

  return {
    /** Keeps the result on the device (on disk before this resolves), then sends it. */
    async add(result: QueuedResult): Promise<void> {
      await change((current) => enqueue(current, result, sending));
      void flush();
    },
    /** Sends now: the browser is back online, or the page has just opened. */
    retryNow(): Promise<void> {
      if (timer !== null) clearTimer(timer);
      timer = null;
      attempt = 0;
      return flush();
    },
    queue: (): ResultQueue => queue,
    subscribe(listener: () => void): () => void {
      queueListeners.add(listener);
      return () => queueListeners.delete(listener);
    },
    onSettled(listener: (settled: ResultSettled) => void): () => void {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
  };
}

export type ResultSync = ReturnType<typeof createResultSync>;
