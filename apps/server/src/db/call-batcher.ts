/**
 * Group commit in the application: concurrent calls of one statement are sent to the database as one
 * statement over all of them, so one round trip, one statement start-up and one commit serve every
 * request that arrived while the previous batch was being written. A call is answered only when its
 * batch has committed, so each answer still means "durable". An idle server sends each call at once
 * (a batch of one): batching adds no wait, it only happens while the database is busy.
 */
export interface CallBatcherOptions<Item> {
  /** Runs one batch: one answer per item, in the items' order. */
  run(items: readonly Item[]): Promise<readonly unknown[]>;
  /**
   * Items with the same key never share a batch nor run in two batches at once: the second waits for
   * the first's batch (one match's points stay in order, and a batch never locks a row twice).
   */
  keyOf(item: Item): string;
  /** Batches in flight at once (database connections this statement may hold). */
  maxInFlight: number;
  /** Items in one batch at most (bounds a statement's size and its time holding row locks). */
  maxBatch: number;
}

interface Waiting<Item> {
  item: Item;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

/**
 * A function that queues its item and resolves with the item's answer from `run`. When a batch of
 * several fails as a whole, each of its items is run again alone, so one item that makes the
 * statement fail (or a deadlock victim) does not fail the calls batched with it.
 */
export function callBatcher<Item, Answer>(options: CallBatcherOptions<Item>): (item: Item) => Promise<Answer> {
  const queue: Waiting<Item>[] = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;

  const takeBatch = () => {
    const batch: Waiting<Item>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < options.maxBatch; ) {
      const waiting = queue[i];
      if (!waiting) break;
      const key = options.keyOf(waiting.item);
      if (busyKeys.has(key) || keys.has(key)) {
        i += 1;
        continue;
      }
      keys.add(key);
      batch.push(...queue.splice(i, 1));
    }
    return { batch, keys };
  };

  const settle = async (batch: Waiting<Item>[]) => {
    try {
      const answers = await options.run(batch.map((waiting) => waiting.item));
      for (const [i, waiting] of batch.entries()) waiting.resolve(answers[i]);
    } catch (error) {
      const [only, ...others] = batch;
      if (only && others.length === 0) {
        only.reject(error);
        return;
      }
      for (const waiting of batch) await settle([waiting]);
    }
  };

  const pump = () => {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const { batch, keys } = takeBatch();
      if (batch.length === 0) return; // Everything queued waits for a key in flight.
      inFlight += 1;
      for (const key of keys) busyKeys.add(key);
      void settle(batch).finally(() => {
        inFlight -= 1;
        for (const key of keys) busyKeys.delete(key);
        pump();
      });
    }
  };

  return (item) =>
    new Promise<Answer>((resolve, reject) => {
      queue.push({ item, resolve: resolve as (answer: unknown) => void, reject });
      pump();
    });
}
