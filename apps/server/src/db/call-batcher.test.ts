import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callBatcher } from './call-batcher';

interface Item {
  key: string;
  value: number;
}

/** A statement stand-in that records its batches and answers when the test says. */
function recordingRun() {
  const batches: Item[][] = [];
  const pending: { items: Item[]; answer(): void; fail(error: Error): void }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const run = (items: readonly Item[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push([...items]);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const done = () => {
        inFlight -= 1;
      };
      pending.push({
        items: [...items],
        answer: () => {
          done();
          resolve(items.map((item) => item.value * 10));
        },
        fail: (error) => {
          done();
          reject(error);
        },
      });
    });
  return { run, batches, pending, mostInFlight: () => mostInFlight };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('callBatcher', () => {
  it('sends a call at once when a slot is free: an idle server adds no wait', async () => {
    const stand = recordingRun();
    const call = callBatcher<Item, number>({ run: stand.run, keyOf: (i) => i.key, maxInFlight: 1, maxBatch: 8 });
    const answer = call({ key: 'a', value: 1 });
    expect(stand.batches).toEqual([[{ key: 'a', value: 1 }]]);
    stand.pending[0]?.answer();
    expect(await answer).toBe(10);
  });

  it('batches the calls that arrive while a batch is in flight, answering each its own', async () => {
    const stand = recordingRun();
    const call = callBatcher<Item, number>({ run: stand.run, keyOf: (i) => i.key, maxInFlight: 1, maxBatch: 8 });
    const answers = ['a', 'b', 'c', 'd'].map((key, value) => call({ key, value }));
    expect(stand.batches.map((batch) => batch.map((item) => item.key))).toEqual([['a']]);
    stand.pending[0]?.answer();
    await settle();
    expect(stand.batches.map((batch) => batch.map((item) => item.key))).toEqual([['a'], ['b', 'c', 'd']]);
    stand.pending[1]?.answer();
    expect(await Promise.all(answers)).toEqual([0, 10, 20, 30]);
  });

  it('never puts one key twice in a batch nor in two batches at once, and keeps its calls in order', async () => {
    const stand = recordingRun();
    const call = callBatcher<Item, number>({ run: stand.run, keyOf: (i) => i.key, maxInFlight: 2, maxBatch: 8 });
    const answers = [
      call({ key: 'a', value: 1 }),
      call({ key: 'a', value: 2 }),
      call({ key: 'b', value: 3 }),
      call({ key: 'a', value: 4 }),
    ];
    // 'a' is in flight: the second slot takes 'b' alone, the later 'a's wait.
    expect(stand.batches.map((batch) => batch.map((item) => item.value))).toEqual([[1], [3]]);
    stand.pending[1]?.answer();
    await settle();
    expect(stand.batches).toHaveLength(2);
    stand.pending[0]?.answer();
    await settle();
    expect(stand.batches.map((batch) => batch.map((item) => item.value))).toEqual([[1], [3], [2]]);
    stand.pending[2]?.answer();
    await settle();
    expect(stand.batches.map((batch) => batch.map((item) => item.value))).toEqual([[1], [3], [2], [4]]);
    stand.pending[3]?.answer();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
  });

  it('keeps to maxInFlight and maxBatch', async () => {
    const stand = recordingRun();
    const call = callBatcher<Item, number>({ run: stand.run, keyOf: (i) => i.key, maxInFlight: 2, maxBatch: 3 });
    const answers = Array.from({ length: 10 }, (_, value) => call({ key: `k${value}`, value }));
    expect(stand.batches.map((batch) => batch.length)).toEqual([1, 1]);
    stand.pending[0]?.answer();
    stand.pending[1]?.answer();
    await settle();
    expect(stand.batches.map((batch) => batch.length)).toEqual([1, 1, 3, 3]);
    stand.pending[2]?.answer();
    stand.pending[3]?.answer();
    await settle();
    expect(stand.batches.map((batch) => batch.length)).toEqual([1, 1, 3, 3, 2]);
    stand.pending[4]?.answer();
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 10 }, (_, value) => value * 10));
    expect(stand.mostInFlight()).toBe(2);
  });

  it('runs each call of a failed batch alone, so only the call that fails gets the error', async () => {
    const call = callBatcher<Item, number>({
      run: async (items) => {
        if (items.some((item) => item.value < 0)) throw new Error('bad item');
        return items.map((item) => item.value * 10);
      },
      keyOf: (i) => i.key,
      maxInFlight: 1,
      maxBatch: 8,
    });
    const first = call({ key: 'a', value: 1 });
    const rest = [call({ key: 'b', value: 2 }), call({ key: 'c', value: -1 }), call({ key: 'd', value: 4 })];
    expect(await first).toBe(10);
    const outcomes = await Promise.allSettled(rest);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 20 });
    expect(outcomes[2]).toEqual({ status: 'fulfilled', value: 40 });
  });

  it('answers every call with its own answer whatever the timing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd'), delay: fc.nat(3) }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 5 }),
        async (calls, maxInFlight, maxBatch) => {
          const running = new Set<string>();
          const order = new Map<string, number[]>();
          // Noted, not thrown: a throw inside `run` would only make the batcher run the calls again alone.
          const violations: string[] = [];
          const call = callBatcher<Item, number>({
            run: async (items) => {
              for (const { key, value } of items) {
                if (running.has(key)) violations.push(`${key} in two batches at once`);
                running.add(key);
                order.set(key, [...(order.get(key) ?? []), value]);
              }
              if (new Set(items.map((item) => item.key)).size !== items.length)
                violations.push('a key twice in a batch');
              if (items.length > maxBatch) violations.push('a batch over maxBatch');
              await new Promise((resolve) => setTimeout(resolve, calls[items[0]?.value ?? 0]?.delay ?? 0));
              for (const { key } of items) running.delete(key);
              return items.map((item) => item.value * 10);
            },
            keyOf: (i) => i.key,
            maxInFlight,
            maxBatch,
          });
          const answers = await Promise.all(calls.map(({ key }, value) => call({ key, value })));
          expect(answers).toEqual(calls.map((_, value) => value * 10));
          expect(violations).toEqual([]);
          // One key's calls ran in the order they were made.
          for (const values of order.values()) expect(values).toEqual([...values].sort((x, y) => x - y));
        },
      ),
      { numRuns: 60 },
    );
  });
});
