import type { MatchLogEntryInput } from '@marcador/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createEntryWriter, flushWhenLeaving } from './entry-writer';
import type { EntryStash, StashedEntry } from './leaving-stash';
import { createMatchSync } from './match-sync';
import { match, memoryStore, point } from './test-match-store';

/** A writer whose frames the test paints by hand, over an in-memory store that records each transaction. */
function rig() {
  const store = memoryStore();
  const transactions: string[][] = [];
  const appendEntries = store.appendEntries;
  store.appendEntries = async (records) => {
    transactions.push(records.map(({ entry }) => entry.id));
    await appendEntries(records);
  };
  const frames: (() => void)[] = [];
  const written = vi.fn();
  const writer = createEntryWriter(store, (task) => frames.push(task), written);
  const paint = () => {
    for (const task of frames.splice(0)) task();
  };
  return { store, transactions, writer, paint, written };
}

/** A window and a document that the test hides and closes by hand. */
function leavingPage() {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    target: target as unknown as Window,
    doc: doc as unknown as Document,
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    leave: () => target.dispatchEvent(new Event('pagehide')),
  };
}

const ids = (entries: readonly MatchLogEntryInput[]) => entries.map((entry) => entry.id);

describe('entry writer (paint first)', () => {
  it('writes nothing before the frame is painted, then the taps of that frame in one transaction, in order', async () => {
    const { store, transactions, writer, paint } = rig();
    const written = [1, 2, 3].map((seq) => writer.append(match.id, point(seq)));
    await Promise.resolve();
    expect(transactions).toEqual([]);
    expect(await store.entries(match.id)).toEqual([]);

    paint();
    await Promise.all(written);
    expect(transactions).toEqual([ids([point(1), point(2), point(3)])]);
    expect(ids(await store.entries(match.id))).toEqual(ids([point(1), point(2), point(3)]));
  });

  it('resolves an entry only once its transaction is durable', async () => {
    const { store, writer, paint } = rig();
    let commit = () => {};
    store.appendEntries = () =>
      new Promise<void>((resolve) => {
        commit = resolve;
      });
    const done = vi.fn();
    void writer.append(match.id, point(1)).then(done);
    paint();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    commit();
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('writes at once when the page hides or goes away before the frame: no point waits for a frame that never comes', async () => {
    const { store, transactions, writer } = rig();
    const page = leavingPage();
    flushWhenLeaving(writer, page.target, page.doc);

    const first = writer.append(match.id, point(1));
    page.leave();
    await first;
    const second = writer.append(match.id, point(2));
    page.hide();
    await second;
    expect(transactions).toEqual([ids([point(1)]), ids([point(2)])]);
    expect(ids(await store.entries(match.id))).toEqual(ids([point(1), point(2)]));
  });

  it('keeps tap order across frames and an early flush, and the sync then sends the log in that order', async () => {
    const { store, transactions, writer, paint } = rig();
    const page = leavingPage();
    flushWhenLeaving(writer, page.target, page.doc);
    const written = [writer.append(match.id, point(1)), writer.append(match.id, point(2))];
    paint();
    written.push(writer.append(match.id, point(3)));
    page.hide();
    written.push(writer.append(match.id, point(4)));
    // The frame asked for by the third tap comes after the hide's write: it writes the fourth.
    paint();
    await Promise.all(written);
    expect(transactions).toEqual([ids([point(1), point(2)]), ids([point(3)]), ids([point(4)])]);

    await store.putMatch(match);
    const api = {
      put: vi.fn(async () => ({}) as never),
      append: vi.fn(async (_id: string, _entries: readonly MatchLogEntryInput[]) => ({}) as never),
      finish: vi.fn(async () => ({}) as never),
    };
    const sync = createMatchSync({ store, api, setTimer: () => 1, clearTimer: () => {} });
    expect(await sync.syncNow()).toBe(true);
    expect(api.append.mock.calls.map(([, entries]) => ids(entries))).toEqual([
      ids([point(1), point(2), point(3), point(4)]),
    ]);
  });

  it('rejects every entry of a failed transaction, and writes the next taps all the same', async () => {
    const { store, writer, paint } = rig();
    const appendEntries = store.appendEntries;
    store.appendEntries = vi.fn(async () => {
      throw new Error('QuotaExceededError');
    });
    const failed = [writer.append(match.id, point(1)), writer.append(match.id, point(2))];
    paint();
    for (const write of failed) await expect(write).rejects.toThrow('QuotaExceededError');

    store.appendEntries = appendEntries;
    const next = writer.append(match.id, point(3));
    paint();
    await next;
    expect(ids(await store.entries(match.id))).toEqual(ids([point(3)]));
  });
});

describe('entry writer, after each write', () => {
  it('tells once per transaction, not once per entry, and not for a failed one', async () => {
    const { store, writer, paint, written } = rig();
    const appended = [1, 2, 3].map((seq) => writer.append(match.id, point(seq)));
    paint();
    await Promise.all(appended);
    expect(written).toHaveBeenCalledTimes(1);

    store.appendEntries = async () => {
      throw new Error('QuotaExceededError');
    };
    const failed = writer.append(match.id, point(4));
    paint();
    await expect(failed).rejects.toThrow('QuotaExceededError');
    expect(written).toHaveBeenCalledTimes(1);
  });
});

describe('entry writer, leaving the page', () => {
  /** A stash in memory that records each save. */
  function memoryStash() {
    const saves: string[][] = [];
    let held: StashedEntry[] = [];
    const stash: EntryStash = {
      save(records) {
        held = [...records];
        saves.push(records.map(({ entry }) => entry.id));
      },
      read: () => held,
      clear() {
        held = [];
      },
    };
    return { stash, saves };
  }

  it('stashes the queued entries and those whose transaction has not committed, then empties the stash once all are written', async () => {
    const { stash, saves } = memoryStash();
    const store = memoryStore();
    const commits: (() => void)[] = [];
    store.appendEntries = () =>
      new Promise<void>((resolve) => {
        commits.push(resolve);
      });
    const frames: (() => void)[] = [];
    const writer = createEntryWriter(
      store,
      (task) => frames.push(task),
      () => {},
      stash,
    );
    const page = leavingPage();
    flushWhenLeaving(writer, page.target, page.doc);

    const first = writer.append(match.id, point(1));
    for (const task of frames.splice(0)) task();
    const second = writer.append(match.id, point(2));
    page.leave();
    expect(saves).toEqual([ids([point(1), point(2)])]);

    commits[0]?.();
    await first;
    expect(stash.read().map(({ entry }) => entry.id)).toEqual(ids([point(1), point(2)]));
    commits[1]?.();
    await second;
    expect(stash.read()).toEqual([]);
  });

  it('stashes nothing when everything is written', async () => {
    const { stash, saves } = memoryStash();
    const frames: (() => void)[] = [];
    const writer = createEntryWriter(
      memoryStore(),
      (task) => frames.push(task),
      () => {},
      stash,
    );
    const page = leavingPage();
    flushWhenLeaving(writer, page.target, page.doc);
    const written = writer.append(match.id, point(1));
    for (const task of frames.splice(0)) task();
    await written;
    page.hide();
    page.leave();
    expect(saves).toEqual([]);
  });
});
