import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache';

/** The community answer's times. */
const TIMES = { ttlMs: 60_000, changeGraceMs: 1_000 };
const { ttlMs: ANSWER_TTL_MS, changeGraceMs: CHANGE_GRACE_MS } = TIMES;

/** A cache on a hand-moved clock, with a read that answers how many reads ran. */
function setup() {
  let clock = 0;
  const cache = answerCache<number, number>(TIMES, () => clock);
  let reads = 0;
  const read = async () => {
    reads += 1;
    return reads;
  };
  return {
    cache,
    get: (key = 12) => cache.get(key, read),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('answerCache', () => {
  it('answers from memory within the minute and reads again after it', async () => {
    const { get, advance } = setup();
    expect(await get()).toBe(1);
    advance(ANSWER_TTL_MS - 1);
    expect(await get()).toBe(1);
    advance(1);
    expect(await get()).toBe(2);
  });

  it('reads again once the grace after a committed change has passed, not before', async () => {
    const { cache, get, advance } = setup();
    await get();
    cache.changed();
    advance(CHANGE_GRACE_MS - 1);
    expect(await get()).toBe(1);
    advance(1);
    expect(await get()).toBe(2);
  });

  it('reads at most once per grace under a stream of changes', async () => {
    const { cache, get, advance } = setup();
    await get();
    for (let ms = 0; ms < 10 * CHANGE_GRACE_MS; ms += 100) {
      cache.changed();
      advance(100);
      await get();
    }
    expect(await get()).toBeLessThanOrEqual(11);
  });

  it('does not keep for a minute an answer read while a change committed', async () => {
    let clock = 0;
    const cache = answerCache<number, string>(TIMES, () => clock);
    let release: (value: string) => void = () => {};
    const slow = cache.get(1, () => new Promise<string>((resolve) => (release = resolve)));
    clock = 10;
    cache.changed();
    release('before the change');
    expect(await slow).toBe('before the change');
    clock = 10 + CHANGE_GRACE_MS;
    expect(await cache.get(1, async () => 'after the change')).toBe('after the change');
  });

  it('shares one read between concurrent misses and keeps one answer per query', async () => {
    const { cache, get } = setup();
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    await get(3);
    expect(cache.size).toBe(2);
  });

  it('reads again on the first request after a change when there is no grace (the leaderboard)', async () => {
    let clock = 0;
    const cache = answerCache<string, number>({ ttlMs: 1_000, changeGraceMs: 0 }, () => clock);
    let reads = 0;
    const get = () => cache.get('padel', async () => ++reads);
    expect(await get()).toBe(1);
    clock = 1;
    expect(await get()).toBe(1);
    cache.changed();
    clock = 2;
    expect(await get()).toBe(2);
    clock = 1_001;
    expect(await get()).toBe(2);
    clock = 1_002;
    expect(await get()).toBe(3);
  });
});
