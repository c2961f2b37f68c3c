/**
 * Starter rounds of cyclic whist tournaments, the data behind every "enough courts" americano.
 *
 * A whist tournament Wh(n) is a schedule of doubles in which every two players are partners exactly
 * once and opponents exactly twice. For n = 4k+1 the players are the elements of an abelian group G
 * of order n; for n = 4k they are the elements of a group of order n-1 plus a fixed point ∞. The
 * starter round lists k tables; round g of the tournament adds g to every element (∞ stays ∞), so
 * the n (or n-1) rounds follow from the starter. This works because the two partner differences
 * ±(a-b) of the starter cover each non-zero group element exactly once and the four opponent
 * differences cover each exactly twice (the classical difference method, Anderson, "Combinatorial
 * Designs and Tournaments", ch. 6).
 *
 * The starters were found once by a seeded backtracking search over Z_v (and over Z_3 x Z_3 for nine
 * players, where no cyclic Z_9 starter exists); whist-schedule.test.ts checks every one of them by
 * developing it and counting partners and opponents, so a wrong entry cannot pass the tests.
 */

/** A starter: the group as cyclic factors, whether ∞ is used, and the tables as `[a, b, c, d]` (a+b vs c+d). */
export interface WhistStarter {
  /**
   * Orders of the cyclic factors of G: `[v]` is Z_v, `[3, 3]` is Z_3 x Z_3. An element is written as a
   * mixed-radix integer, the first factor most significant (in Z_3 x Z_3, (a, b) is 3a + b).
   */
  readonly group: readonly number[];
  /** True for n = 4k: one more player, ∞ (written -1), partners element 0 in the starter. */
  readonly infinity: boolean;
  readonly tables: readonly (readonly [number, number, number, number])[];
}

/** Marks ∞ in starter tables. */
export const INFINITY = -1;

/** Starters by number of players: 4k for k = 1..8 and 4k+1 for k = 1..7. */
export const WHIST_STARTERS: Readonly<Record<number, WhistStarter>> = {
  4: { group: [3], infinity: true, tables: [[INFINITY, 0, 1, 2]] },
  5: { group: [5], infinity: false, tables: [[1, 4, 2, 3]] },
  8: {
    group: [7],
    infinity: true,
    tables: [
      [INFINITY, 0, 5, 1],
      [2, 3, 6, 4],
    ],
  },
  9: {
    group: [3, 3],
    infinity: false,
    tables: [
      [1, 2, 3, 6],
      [4, 8, 5, 7],
    ],
  },
  12: {
    group: [11],
    infinity: true,
    tables: [
      [INFINITY, 0, 8, 9],
      [1, 7, 5, 2],
      [3, 10, 6, 4],
    ],
  },
  13: {
    group: [13],
    infinity: false,
    tables: [
      [1, 11, 5, 12],
      [2, 10, 3, 7],
      [4, 6, 9, 8],
    ],
  },
  16: {
    group: [15],
    infinity: true,
    tables: [
      [INFINITY, 0, 12, 4],
      [1, 14, 3, 6],
      [2, 11, 10, 5],
      [7, 8, 9, 13],
    ],
  },
  17: {
    group: [17],
    infinity: false,
    tables: [
      [1, 5, 6, 15],
      [2, 4, 8, 9],
      [3, 13, 14, 11],
      [7, 12, 16, 10],
    ],
  },
  20: {
    group: [19],
    infinity: true,
    tables: [
      [INFINITY, 0, 2, 10],
      [1, 16, 6, 4],
      [3, 17, 18, 9],
      [5, 12, 7, 13],
      [8, 11, 15, 14],
    ],
  },
  21: {
    group: [21],
    infinity: false,
    tables: [
      [1, 18, 19, 8],
      [2, 11, 20, 15],
      [3, 5, 10, 9],
      [4, 17, 12, 6],
      [7, 14, 13, 16],
    ],
  },
  24: {
    group: [23],
    infinity: true,
    tables: [
      [INFINITY, 0, 1, 16],
      [2, 18, 20, 6],
      [3, 22, 9, 21],
      [4, 10, 14, 13],
      [5, 15, 12, 7],
      [8, 11, 19, 17],
    ],
  },
  25: {
    group: [25],
    infinity: false,
    tables: [
      [1, 11, 8, 3],
      [2, 19, 7, 21],
      [4, 13, 12, 9],
      [5, 17, 23, 16],
      [6, 10, 22, 20],
      [14, 15, 18, 24],
    ],
  },
  28: {
    group: [27],
    infinity: true,
    tables: [
      [INFINITY, 0, 16, 3],
      [1, 20, 24, 22],
      [2, 8, 15, 18],
      [4, 11, 25, 26],
      [5, 14, 23, 6],
      [7, 19, 12, 17],
      [9, 13, 21, 10],
    ],
  },
  29: {
    group: [29],
    infinity: false,
    tables: [
      [1, 19, 28, 27],
      [2, 23, 14, 9],
      [3, 10, 7, 26],
      [4, 17, 22, 16],
      [5, 8, 13, 15],
      [6, 18, 24, 20],
      [11, 25, 21, 12],
    ],
  },
  32: {
    group: [31],
    infinity: true,
    tables: [
      [INFINITY, 0, 7, 22],
      [1, 12, 16, 8],
      [2, 9, 18, 19],
      [3, 17, 29, 20],
      [4, 14, 25, 6],
      [5, 11, 10, 23],
      [13, 15, 26, 21],
      [24, 28, 27, 30],
    ],
  },
};
