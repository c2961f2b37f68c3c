/**
 * Public pages' views counted as they arrive (the tournament's and the live match's spectator
 * benches): each page shows the newest count its `view` frames carried; a change is delivered to a
 * page when its count first reaches the change's. One wait at a time, as the benches enter changes
 * one after the other.
 */

/** A page that has not shown a change by then fails the run. */
const DELIVERY_TIMEOUT_MS = 30_000;

interface Wait {
  count: number;
  since: number;
  latencies: number[];
  pending: number;
  done: () => void;
}

/** `countOf` reads a view's count (completed matches, points played) from its frame's data. */
export function viewDeliveries(pages: number, countOf: (data: string) => number) {
  /** The count of the newest view each page holds; -1 before its first view. */
  const shown = new Int32Array(pages).fill(-1);
  let wait: Wait | undefined;
  return {
    /** A frame on page `page`: a newer view is what the page now shows. */
    heard(page: number, event: string, data: string): void {
      if (event !== 'view') return;
      const count = countOf(data);
      const before = shown[page] as number;
      if (count <= before) return;
      shown[page] = count;
      if (wait && before < wait.count && count >= wait.count) {
        wait.latencies.push(performance.now() - wait.since);
        wait.pending--;
        if (wait.pending === 0) wait.done();
      }
    },
    /**
     * Resolves with each page's time, from `since`, to showing `count`, once every page does (a page
     * that already does is not counted); rejects after DELIVERY_TIMEOUT_MS.
     */
    async shownEverywhere(count: number, since: number): Promise<number[]> {
      const pending = shown.filter((held) => held < count).length;
      if (pending === 0) return [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const latencies: number[] = [];
      try {
        await new Promise<void>((resolve, reject) => {
          wait = { count, since, latencies, pending, done: resolve };
          timer = setTimeout(() => {
            const missing = wait?.pending ?? 0;
            reject(
              new Error(`${missing} of ${pages} pages did not show change ${count} after ${DELIVERY_TIMEOUT_MS} ms`),
            );
          }, DELIVERY_TIMEOUT_MS);
        });
      } finally {
        clearTimeout(timer);
        wait = undefined;
      }
      return latencies;
    },
  };
}
