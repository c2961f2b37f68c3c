import { describe, expect, it } from 'vitest';
import { hasWhistSchedule, whistSchedule } from './whist-schedule';
import { WHIST_STARTERS } from './whist-starters';

const SIZES = [4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29, 32];

describe('whist starters', () => {
  it('cover 4k players for k = 1..8 and 4k+1 for k = 1..7, and nothing else', () => {
    expect(
      Object.keys(WHIST_STARTERS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(SIZES);
    for (let n = 1; n <= 40; n++) expect(hasWhistSchedule(n)).toBe(SIZES.includes(n));
    expect(whistSchedule(6)).toBeNull();
  });

  it.each(SIZES)('develop into a whist tournament for %i players', (n) => {
    const rounds = whistSchedule(n);
    if (!rounds) throw new Error(`no schedule for ${n}`);
    const k = Math.floor(n / 4);
    expect(rounds).toHaveLength(n % 4 === 0 ? n - 1 : n);
    const partner = new Map<string, number>();
    const opponent = new Map<string, number>();
    const rests = new Array<number>(n).fill(0);
    const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
    const bump = (map: Map<string, number>, a: number, b: number) => map.set(key(a, b), (map.get(key(a, b)) ?? 0) + 1);
    for (const round of rounds) {
      expect(round.tables).toHaveLength(k);
      const seen = round.tables.flat();
      // Every player plays once, except the one resting when n = 4k+1.
      expect(new Set(seen).size).toBe(4 * k);
      for (const p of seen) expect(p >= 0 && p < n).toBe(true);
      expect([...seen, ...round.resting].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      for (const p of round.resting) rests[p] = (rests[p] as number) + 1;
      for (const [a, b, c, d] of round.tables) {
        bump(partner, a, b);
        bump(partner, c, d);
        for (const x of [a, b]) for (const y of [c, d]) bump(opponent, x, y);
      }
    }
    const pairs = (n * (n - 1)) / 2;
    expect(partner.size).toBe(pairs);
    expect(new Set(partner.values())).toEqual(new Set([1]));
    expect(opponent.size).toBe(pairs);
    expect(new Set(opponent.values())).toEqual(new Set([2]));
    expect(new Set(rests)).toEqual(new Set([n % 4 === 0 ? 0 : 1]));
  });
});
