import type { MatchLogEntryInput } from '@marcador/contracts';
import { afterPaint } from '../after-paint';
import { matchSync } from './browser-sync';
import { browserEntryStash, type EntryStash, noStash } from './leaving-stash';
import { type MatchStore, matchStore } from './match-store';

/**
 * The live scoreboard paints first (decision 027): a tap's entry is shown in the tap's own task and
 * written to IndexedDB right after the frame that shows it. Entries queued in the meantime go in one
 * transaction, in the order they were tapped; transactions start in that order too, and IndexedDB
 * runs read-write transactions over one store in the order they start, so the log on disk keeps the
 * taps' order. A page that hides or goes away (tab closed, app switched, screen locked: frames stop)
 * writes what is queued at once, without waiting for a frame that may never come, and first keeps
 * every entry not yet durable in the stash: a closing tab may abort a transaction that has not
 * committed yet, and the store adds the stash's entries when it next opens.
 */
export interface EntryWriter {
  /** Queues an entry for the write after the next paint; resolves once it is durable. */
  append(matchId: string, entry: MatchLogEntryInput): Promise<void>;
  /** Writes what is queued now. */
  flush(): void;
  /** The page is hiding or leaving: stashes what is not durable yet, then writes what is queued. */
  leave(): void;
}

interface Queued {
  matchId: string;
  entry: MatchLogEntryInput;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * A writer over `store`; `schedule` runs the write of what is queued (after the next paint), and
 * `afterWrite` runs once per transaction that succeeds (not once per entry: a burst of taps written
 * together is one recount and one pass of the sync, not one per tap). `stash` keeps what is not
 * durable yet when the page leaves; it is emptied once all of that is written.
 */
export function createEntryWriter(
  store: Pick<MatchStore, 'appendEntries'>,
  schedule: (task: () => void) => void = afterPaint,
  afterWrite: () => void = () => {},
  stash: EntryStash = noStash,
): EntryWriter {
  let queue: Queued[] = [];
  /** Queued or in a transaction not committed yet. */
  const unwritten = new Set<Queued>();
  let stashed = false;

  function settled(batch: readonly Queued[]): void {
    for (const item of batch) unwritten.delete(item);
    if (stashed && unwritten.size === 0) {
      stash.clear();
      stashed = false;
    }
  }

  function flush(): void {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    store.appendEntries(batch.map(({ matchId, entry }) => ({ matchId, entry }))).then(
      () => {
        settled(batch);
        for (const item of batch) item.resolve();
        afterWrite();
      },
      (error: unknown) => {
        settled(batch);
        for (const item of batch) item.reject(error);
      },
    );
  }

  return {
    append(matchId, entry) {
      return new Promise<void>((resolve, reject) => {
        if (queue.length === 0) schedule(flush);
        const item = { matchId, entry, resolve, reject };
        queue.push(item);
        unwritten.add(item);
      });
    },
    flush,
    leave() {
      if (unwritten.size > 0) {
        stash.save([...unwritten].map(({ matchId, entry }) => ({ matchId, entry })));
        stashed = true;
      }
      flush();
    },
  };
}

/** Hands `writer` the page's leaving when the document hides or the page goes away. */
export function flushWhenLeaving(writer: EntryWriter, target: Window, doc: Document): void {
  target.addEventListener('pagehide', () => writer.leave());
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') writer.leave();
  });
}

let browserWriter: EntryWriter | null = null;

/** The page's one entry writer over the browser's match store. */
export function entryWriter(): EntryWriter {
  if (!browserWriter) {
    // What is written waits for the server: the sync recounts it and sends it.
    browserWriter = createEntryWriter(
      matchStore(),
      afterPaint,
      () => void matchSync().noteLocalChange(),
      browserEntryStash(),
    );
    flushWhenLeaving(browserWriter, window, document);
  }
  return browserWriter;
}
