import { describe, expect, it } from 'vitest';
import { snapshotRefreshQueue } from './snapshot-refresh-queue';

/** A queue whose refreshes wait for `release()`, recording who was refreshed and what failed. */
function heldQueue(limit?: number, failing = new Set<string>()) {
  const refreshed: string[] = [];
  const failed: string[] = [];
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let running = 0;
  let most = 0;
  const queue = snapshotRefreshQueue(
    async (userId) => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      refreshed.push(userId);
      if (failing.has(userId)) throw new Error(`no ${userId}`);
    },
    (_, userId) => failed.push(userId),
    limit,
  );
  const open = () => {
    release();
    gate = Promise.resolve();
  };
  return { queue, refreshed, failed, open, most: () => most };
}

describe('snapshotRefreshQueue', () => {
  it('refreshes one player at a time, each queued player once, after the caller has gone on', async () => {
    const { queue, refreshed, open, most } = heldQueue();
    queue.add(['ana', 'bea']);
    queue.add(['bea', 'ana', 'cleo']);
    expect(refreshed).toEqual([]);
    open();
    await queue.idle();
    expect(refreshed).toEqual(['ana', 'bea', 'cleo']);
    expect(most()).toBe(1);
  });

  it('queues again a player whose refresh is under way (a later finish needs a later snapshot)', async () => {
    const { queue, refreshed, open } = heldQueue();
    queue.add(['ana']);
    await new Promise((resolve) => setImmediate(resolve));
    queue.add(['ana']);
    open();
    await queue.idle();
    expect(refreshed).toEqual(['ana', 'ana']);
  });

  it('holds at most its limit of players; the rest are left to their next read', async () => {
    const { queue, refreshed, open } = heldQueue(2);
    queue.add(['ana', 'bea', 'cleo']);
    open();
    await queue.idle();
    expect(refreshed).toEqual(['ana', 'bea']);
  });

  it('hands a failure to its handler and goes on', async () => {
    const { queue, refreshed, failed, open } = heldQueue(undefined, new Set(['bea']));
    open();
    queue.add(['ana', 'bea', 'cleo']);
    await queue.idle();
    expect(refreshed).toEqual(['ana', 'bea', 'cleo']);
    expect(failed).toEqual(['bea']);
  });

  it('on close drops what is queued, waits for the refresh under way and takes nothing more', async () => {
    const { queue, refreshed, open } = heldQueue();
    queue.add(['ana', 'bea']);
    await new Promise((resolve) => setImmediate(resolve));
    const closed = queue.close();
    open();
    await closed;
    queue.add(['cleo']);
    await queue.idle();
    expect(refreshed).toEqual(['ana']);
  });
});
