import { describe, expect, it } from 'vitest';
import { readOnce } from './read-once';

describe('readOnce', () => {
  it('asks once and shares the answer with every caller', async () => {
    let calls = 0;
    const read = readOnce(async () => {
      calls += 1;
      return { devMode: true };
    });
    const [first, second] = await Promise.all([read(), read()]);
    expect(await read()).toBe(first);
    expect(second).toBe(first);
    expect(calls).toBe(1);
  });

  it('forgets a failure, so the next caller asks again', async () => {
    let calls = 0;
    const read = readOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'config';
    });
    await expect(read()).rejects.toThrow('offline');
    await expect(read()).resolves.toBe('config');
    expect(calls).toBe(2);
  });
});
