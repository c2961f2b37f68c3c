import { type SyncStatus, sameSyncStatus } from './match-sync';

/** Online, changes that reach the server within this long are never shown as waiting. */
export const PENDING_GRACE_MS = 2_000;

/** What the sync's status is read through. */
export interface SyncStatusSource {
  status(): SyncStatus;
  subscribe(listener: () => void): () => void;
}

interface Timers {
  setTimeout(task: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/** Waiting for the server while it answers: the case the grace hides. */
const inFlight = (status: SyncStatus) => status.pending > 0 && status.state !== 'offline' && status.state !== 'error';

/**
 * The sync indicator's status: the sync's own, except that while online, changes waiting for the
 * server show as synced until they have waited PENDING_GRACE_MS. Each point is sent within tens of
 * milliseconds, so without the grace the indicator (a status region) would flip to "1 pendiente" and
 * back on every point: a screen reader would read it out each time, and the page would be laid out
 * again in the frames right after the new score (decision 027). Offline, an error or a slow server
 * show at once and after the grace respectively; the grace runs from the server's last answer.
 */
export function shownSyncStatus(
  source: SyncStatusSource,
  graceMs = PENDING_GRACE_MS,
  timers: Timers = globalThis,
): SyncStatusSource {
  const listeners = new Set<() => void>();
  let overdue = false;
  let timer: unknown = null;
  let unsubscribe: (() => void) | null = null;

  const look = (): SyncStatus => {
    const status = source.status();
    return inFlight(status) && !overdue ? { ...status, state: 'synced', pending: 0 } : status;
  };
  let shown = look();
  const publish = () => {
    const next = look();
    if (sameSyncStatus(next, shown)) return;
    shown = next;
    for (const listener of listeners) listener();
  };
  let lastState = source.status().state;
  const onChange = () => {
    const status = source.status();
    // A pass that ended with the server's answers is progress: what it sent waited less than the
    // grace, so the grace starts again for what came in meanwhile. Points tapped one after another
    // keep the sync busy without any of them waiting long, and are not shown as waiting either.
    const answered = status.state === 'synced' && lastState !== 'synced';
    lastState = status.state;
    if (!inFlight(status) || answered) {
      overdue = false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    }
    if (inFlight(status) && timer === null && !overdue) {
      timer = timers.setTimeout(() => {
        timer = null;
        overdue = true;
        publish();
      }, graceMs);
    }
    publish();
  };

  return {
    status: () => shown,
    subscribe(listener) {
      if (listeners.size === 0) {
        unsubscribe = source.subscribe(onChange);
        onChange();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unsubscribe?.();
        unsubscribe = null;
        if (timer !== null) timers.clearTimeout(timer);
        timer = null;
        overdue = false;
      };
    },
  };
}
