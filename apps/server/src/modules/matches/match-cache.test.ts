import { describe, expect, it } from 'vitest';
import { matchCache } from './match-cache';
import type { MatchRow } from './matches.repository';

const row = (id: string, revision: number, ownerId = 'ana') => ({ id, ownerId, revision }) as MatchRow;

describe('matchCache', () => {
  it("answers only the owner, so another user's id reads as not cached", () => {
    const cache = matchCache();
    cache.remember(row('m1', 3));
    expect(cache.get('m1', 'ana')?.revision).toBe(3);
    expect(cache.get('m1', 'luis')).toBeUndefined();
  });

  it('keeps the newer revision when an older row arrives late', () => {
    const cache = matchCache();
    cache.remember(row('m1', 5));
    cache.remember(row('m1', 4));
    expect(cache.get('m1', 'ana')?.revision).toBe(5);
    cache.forget('m1');
    expect(cache.get('m1', 'ana')).toBeUndefined();
  });

  it('evicts the least recently used match beyond its capacity', () => {
    const cache = matchCache(2);
    cache.remember(row('m1', 1));
    cache.remember(row('m2', 1));
    cache.get('m1', 'ana');
    cache.remember(row('m3', 1));
    expect(cache.get('m2', 'ana')).toBeUndefined();
    expect(cache.get('m1', 'ana')).toBeDefined();
    expect(cache.get('m3', 'ana')).toBeDefined();
  });
});
