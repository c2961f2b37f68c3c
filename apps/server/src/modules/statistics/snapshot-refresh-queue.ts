/** Players waiting for a refresh at most: past it, a finish's players are not queued (their read recomputes). */
export const REFRESH_QUEUE_LIMIT = 1_000;

/** Refreshes of players' statistics snapshots, one at a time, in this process (decision 037, "Snapshots"). */
export interface SnapshotRefreshQueue {
  /** Queues each player not queued already; never throws (it runs after a finish's commit). */
  add(userIds: readonly string[]): void;
  /** Resolves once nothing is queued or under way (tests). */
  idle(): Promise<void>;
  /** Drops what is queued and waits for the refresh under way; later additions are ignored. */
  close(): Promise<void>;
}

/**
 * A coalescing queue for `refresh`: a player queued twice before their turn is refreshed once, and
 * one refresh runs at a time, so a burst of finishes costs the server one player's fold at a time.
 * The work starts on a later turn of the event loop, after the finish's answer. A failure goes to
 * `onError` and the queue goes on. Losing what is queued (a restart, a full queue) costs nothing but
 * time: the player's next read takes the snapshot itself.
 */
export function snapshotRefreshQueue(
  refresh: (userId: string) => Promise<unknown>,
  onError: (error: unknown, userId: string) => void,
  limit = REFRESH_QUEUE_LIMIT,
): SnapshotRefreshQueue {
  const queued = new Set<string>();
  let running: Promise<void> | null = null;
  let closed = false;

  const drain = async () => {
    for (const userId of queued) {
      if (closed) break;
      // Out of the set before it runs: a finish during the refresh queues the player again.
      queued.delete(userId);
      try {
        await refresh(userId);
      } catch (error) {
        onError(error, userId);
      }
    }
    running = null;
  };
  const idle = async () => {
    while (running !== null) await running;
  };

  return {
    add(userIds) {
      if (closed) return;
      for (const userId of userIds) {
        if (queued.size >= limit) break;
        queued.add(userId);
      }
      if (running === null && queued.size > 0) {
        running = new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
      }
    },
    idle,
    async close() {
      closed = true;
      queued.clear();
      await idle();
    },
  };
}
