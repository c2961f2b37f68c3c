import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from './match-sync';
import { PENDING_GRACE_MS, shownSyncStatus } from './shown-sync-status';

/** A sync whose status the test sets. */
function fakeSync(initial: SyncStatus = { state: 'synced', pending: 0, full: [] }) {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    status: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Partial<SyncStatus>) {
      status = { ...status, ...next };
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const SYNCED: SyncStatus = { state: 'synced', pending: 0, full: [] };

/** A fake sync, the status shown over it, and a listener of that status (read by the tests). */
function watched() {
  const sync = fakeSync();
  const shown = shownSyncStatus(sync);
  const changes = vi.fn();
  const stop = shown.subscribe(changes);
  return { sync, shown, changes, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shownSyncStatus', () => {
  it('never shows a point that reaches the server within the grace: no change at all', () => {
    const { sync, shown, changes } = watched();
    sync.set({ state: 'pending', pending: 1 });
    sync.set({ state: 'syncing', pending: 1 });
    vi.advanceTimersByTime(PENDING_GRACE_MS - 1);
    sync.set({ state: 'synced', pending: 0 });
    expect(changes).not.toHaveBeenCalled();
    expect(shown.status()).toEqual(SYNCED);
    // The grace starts again with the next point.
    sync.set({ state: 'syncing', pending: 1 });
    vi.advanceTimersByTime(PENDING_GRACE_MS - 1);
    expect(shown.status()).toEqual(SYNCED);
  });

  it('never shows points tapped one after another while the server answers each pass within the grace', () => {
    const { sync, shown, changes } = watched();
    // Five seconds of taps: the sync is never idle, but every pass ends answered well within the grace.
    for (let elapsed = 0; elapsed < 5_000; elapsed += 500) {
      sync.set({ state: 'pending', pending: 1 });
      sync.set({ state: 'syncing', pending: 2 });
      vi.advanceTimersByTime(400);
      sync.set({ state: 'synced', pending: 1 });
      vi.advanceTimersByTime(100);
    }
    expect(changes).not.toHaveBeenCalled();
    expect(shown.status()).toEqual(SYNCED);
    // Then the server stops answering: the waiting change shows once the grace is over.
    sync.set({ state: 'syncing', pending: 1 });
    vi.advanceTimersByTime(PENDING_GRACE_MS);
    expect(shown.status()).toEqual({ state: 'syncing', pending: 1, full: [] });
  });

  it('shows changes still waiting after the grace, with their count as it moves', () => {
    const { sync, shown, changes } = watched();
    sync.set({ state: 'syncing', pending: 2 });
    vi.advanceTimersByTime(PENDING_GRACE_MS);
    expect(shown.status()).toEqual({ state: 'syncing', pending: 2, full: [] });
    expect(changes).toHaveBeenCalledTimes(1);
    sync.set({ state: 'syncing', pending: 3 });
    expect(shown.status().pending).toBe(3);
    sync.set({ state: 'synced', pending: 0 });
    expect(shown.status()).toEqual(SYNCED);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('shows offline and errors at once', () => {
    const { sync, shown } = watched();
    sync.set({ state: 'offline', pending: 4 });
    expect(shown.status()).toEqual({ state: 'offline', pending: 4, full: [] });
    sync.set({ state: 'error', pending: 4 });
    expect(shown.status()).toEqual({ state: 'error', pending: 4, full: [] });
  });

  it('shows a full match at once, whatever is pending', () => {
    const { sync, shown } = watched();
    sync.set({ full: ['m1'] });
    expect(shown.status().full).toEqual(['m1']);
  });

  it('keeps the same snapshot while nothing shown changes (a store React can read)', () => {
    const { sync, shown } = watched();
    const first = shown.status();
    sync.set({ state: 'syncing', pending: 1 });
    expect(shown.status()).toBe(first);
  });

  it('stops listening and timing when its last reader goes', () => {
    const { sync, stop } = watched();
    sync.set({ state: 'syncing', pending: 1 });
    stop();
    expect(sync.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
