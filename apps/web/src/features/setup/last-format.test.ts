import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-support';
import { LAST_FORMAT_KEY, readLastFormat, writeLastFormat } from './last-format';

describe('the last format chosen on this device', () => {
  it('comes back as written', () => {
    const store = memoryStorage();
    const rules = { sport: 'tennis', deuce: 'golden', finalSet: 'superTiebreak', setGames: 4 } as const;
    writeLastFormat(rules, store);
    expect(readLastFormat(store)).toEqual(rules);
  });

  it('is canonical: standard values written out read as left out', () => {
    const store = memoryStorage();
    store.setItem(
      LAST_FORMAT_KEY,
      JSON.stringify({ sport: 'padel', deuce: 'star', finalSet: 'full', bestOf: 3, tiebreak: { to: 7, at: 6 } }),
    );
    expect(readLastFormat(store)).toEqual({ sport: 'padel', deuce: 'star', finalSet: 'full' });
  });

  it('is ignored when missing, not JSON, not a format or a race', () => {
    const store = memoryStorage();
    expect(readLastFormat(store)).toBeNull();
    for (const stored of [
      '{',
      '"SET3-S:6/TB7"',
      JSON.stringify({ sport: 'padel', deuce: 'advantage' }),
      JSON.stringify({ sport: 'squash', deuce: 'advantage', finalSet: 'full' }),
      JSON.stringify({ sport: 'padel', deuce: 'advantage', finalSet: 'full', setGames: 40 }),
      JSON.stringify({ sport: 'padel', deuce: 'advantage', finalSet: 'full', race: { totalPoints: 21 } }),
    ]) {
      store.setItem(LAST_FORMAT_KEY, stored);
      expect(readLastFormat(store)).toBeNull();
    }
  });

  it('reads as nothing, and writes without failing, where storage is blocked', () => {
    const blocked = () => {
      throw new Error('blocked');
    };
    const store = { ...memoryStorage(), getItem: blocked, setItem: blocked } as Storage;
    expect(readLastFormat(store)).toBeNull();
    expect(() => writeLastFormat({ sport: 'padel', deuce: 'advantage', finalSet: 'full' }, store)).not.toThrow();
  });
});
