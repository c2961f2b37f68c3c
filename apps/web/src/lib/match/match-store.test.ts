import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { EntryStash, StashedEntry } from './leaving-stash';
import { createMatchStore, type LocalMatch } from './match-store';
import { match, point } from './test-match-store';

const unstarted: LocalMatch = { ...match, startedAt: null, putSynced: false };

/** What the sync does once the server acknowledged the PUT of `sent` (match-sync.ts). */
const markAcknowledged = (sent: LocalMatch) => (current: LocalMatch) =>
  current.startedAt === sent.startedAt ? { ...current, putSynced: true } : null;

/** What the start button does (use-live-match.ts). */
const start = (current: LocalMatch): LocalMatch => ({ ...current, startedAt: 2000, putSynced: false });

describe('match store (IndexedDB): updateMatch', () => {
  it('changes the stored record and answers the new one; null leaves it; an unknown id answers undefined', async () => {
    const store = createMatchStore(new IDBFactory());
    await store.putMatch(unstarted);
    expect(await store.updateMatch(match.id, start)).toMatchObject({ startedAt: 2000, putSynced: false });
    expect(await store.updateMatch(match.id, () => null)).toMatchObject({ startedAt: 2000 });
    expect(await store.getMatch(match.id)).toMatchObject({ startedAt: 2000, putSynced: false });
    expect(await store.updateMatch('no-such-match', start)).toBeUndefined();
    expect(await store.getMatch('no-such-match')).toBeUndefined();
  });

  it('a start landing while the sync marks the PUT acknowledged is kept, in either order', async () => {
    for (const order of ['start first', 'mark first'] as const) {
      const store = createMatchStore(new IDBFactory());
      await store.putMatch(unstarted);
      const mark = () => store.updateMatch(match.id, markAcknowledged(unstarted));
      const tap = () => store.updateMatch(match.id, start);
      await Promise.all(order === 'start first' ? [tap(), mark()] : [mark(), tap()]);
      // The start survives, and the record is still to be sent (the server has the unstarted one).
      expect(await store.getMatch(match.id), order).toMatchObject({ startedAt: 2000, putSynced: false });
    }
  });

  it('reading and writing in two transactions, as before, loses that start: why the change is one transaction', async () => {
    const store = createMatchStore(new IDBFactory());
    await store.putMatch(unstarted);
    const read = await store.getMatch(match.id);
    await store.updateMatch(match.id, start);
    await store.putMatch({ ...(read as LocalMatch), putSynced: true });
    expect(await store.getMatch(match.id)).toMatchObject({ startedAt: null, putSynced: true });
  });

  it('a change that throws leaves the record as it was', async () => {
    const store = createMatchStore(new IDBFactory());
    await store.putMatch(unstarted);
    await expect(
      store.updateMatch(match.id, () => {
        throw new Error('bad change');
      }),
    ).rejects.toBeTruthy();
    expect(await store.getMatch(match.id)).toEqual(unstarted);
  });
});

describe('match store (IndexedDB): matchesWithUnsynced', () => {
  // The browser's global, which the store's key ranges use; Node has none.
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);

  it('answers every match with its count of entries the server has not acknowledged, in one read', async () => {
    const store = createMatchStore(new IDBFactory());
    expect(await store.matchesWithUnsynced()).toEqual([]);
    const other: LocalMatch = { ...match, id: 'match-0002' };
    await store.putMatch(match);
    await store.putMatch(other);
    await store.appendEntries([1, 2, 3].map((seq) => ({ matchId: match.id, entry: point(seq) })));
    await store.appendEntries([{ matchId: other.id, entry: { ...point(1), id: 'other-0001' } }]);
    await store.markSynced(['entry-0001', 'other-0001']);
    const counts = await store.matchesWithUnsynced();
    expect(counts.map(({ match: { id }, unsynced }) => [id, unsynced])).toEqual([
      [match.id, 2],
      [other.id, 0],
    ]);
    expect(counts[0]?.match).toEqual(match);
  });
});

describe('match store (IndexedDB): entries a closing page stashed', () => {
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);

  /** A stash in memory holding `records`, as a closing page left it. */
  function stashOf(records: StashedEntry[]): EntryStash & { cleared: boolean } {
    let held = records;
    return {
      cleared: false,
      save(next) {
        held = [...next];
      },
      read: () => held,
      clear() {
        held = [];
        this.cleared = true;
      },
    };
  }

  it('adds them, unsynced, before the first read answers, and empties the stash', async () => {
    const factory = new IDBFactory();
    const before = createMatchStore(factory);
    await before.putMatch(match);
    await before.appendEntries([{ matchId: match.id, entry: point(1) }]);

    const stash = stashOf([2, 3].map((seq) => ({ matchId: match.id, entry: point(seq) })));
    const reopened = createMatchStore(factory, stash);
    expect((await reopened.entries(match.id)).map(({ seq }) => seq)).toEqual([1, 2, 3]);
    expect((await reopened.unsyncedEntries(match.id)).map(({ seq }) => seq)).toEqual([1, 2, 3]);
    expect(stash.cleared).toBe(true);
    expect(stash.read()).toEqual([]);
  });

  it('keeps a copy that did commit as it is: an entry the server acknowledged is not sent again', async () => {
    const factory = new IDBFactory();
    const before = createMatchStore(factory);
    await before.putMatch(match);
    await before.appendEntries([1, 2].map((seq) => ({ matchId: match.id, entry: point(seq) })));
    await before.markSynced([point(1).id]);

    const stash = stashOf([1, 2].map((seq) => ({ matchId: match.id, entry: point(seq) })));
    const reopened = createMatchStore(factory, stash);
    expect((await reopened.unsyncedEntries(match.id)).map(({ seq }) => seq)).toEqual([2]);
    expect((await reopened.entries(match.id)).map(({ seq }) => seq)).toEqual([1, 2]);
  });

  it('an empty stash costs no transaction and leaves the store as it was', async () => {
    const factory = new IDBFactory();
    const stash = stashOf([]);
    const store = createMatchStore(factory, stash);
    expect(await store.entries(match.id)).toEqual([]);
    expect(stash.cleared).toBe(false);
  });
});
