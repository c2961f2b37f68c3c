import type { IndexRound, IndexTable } from './index-round';
import type { WhistStarter } from './whist-starters';
import { INFINITY, WHIST_STARTERS } from './whist-starters';

/** Adds two group elements written as mixed-radix integers over the cyclic factors `group`. */
function addInGroup(group: readonly number[], x: number, y: number): number {
  let result = 0;
  let weight = 1;
  let a = x;
  let b = y;
  // Digits are taken from the least significant factor (the last one) upwards.
  for (let i = group.length - 1; i >= 0; i--) {
    const order = group[i] as number;
    result += (((a % order) + (b % order)) % order) * weight;
    a = Math.floor(a / order);
    b = Math.floor(b / order);
    weight *= order;
  }
  return result;
}

/** Develops a starter into all its rounds; ∞ becomes the last player index. */
function develop(starter: WhistStarter): IndexRound[] {
  const order = starter.group.reduce((product, factor) => product * factor, 1);
  const infinityIndex = order;
  const rounds: IndexRound[] = [];
  for (let g = 0; g < order; g++) {
    const shift = (x: number) => (x === INFINITY ? infinityIndex : addInGroup(starter.group, x, g));
    const tables = starter.tables.map((t): IndexTable => [shift(t[0]), shift(t[1]), shift(t[2]), shift(t[3])]);
    // Without ∞ the starter leaves out element 0, so round g rests player g (shifted 0).
    const resting = starter.infinity ? [] : [g];
    rounds.push({ tables, resting });
  }
  return rounds;
}

/** Whether a whist tournament for `playerCount` players is available (4k for 4..32, 4k+1 for 5..29). */
export function hasWhistSchedule(playerCount: number): boolean {
  return WHIST_STARTERS[playerCount] !== undefined;
}

/**
 * The rounds of a whist tournament Wh(n) by player index, or null when none is stored for n:
 * n-1 rounds of n/4 courts for n = 4k, n rounds of (n-1)/4 courts with one player resting for
 * n = 4k+1. Every two players are partners exactly once and opponents exactly twice.
 */
export function whistSchedule(playerCount: number): IndexRound[] | null {
  const starter = WHIST_STARTERS[playerCount];
  return starter ? develop(starter) : null;
}
