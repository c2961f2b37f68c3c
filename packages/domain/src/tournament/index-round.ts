/**
 * Schedules are built on player indices (0..n-1) and only named at the end, so every construction
 * and search works on small integers and the same line-up serves any list of names.
 */

/** One court by player index: `[a, b, c, d]` is a+b (team 1) against c+d (team 2). */
export type IndexTable = readonly [number, number, number, number];

/** One round by player index: the courts in order and the resting players in ascending order. */
export interface IndexRound {
  readonly tables: readonly IndexTable[];
  readonly resting: readonly number[];
}
