/**
 * Tournament engine budget (issue 9): building a 24-player, 6-court americano schedule. That line-up
 * is a whist tournament, constructed on every call (never memoised), so each run is a real build.
 */
import { americanoSchedule } from '../packages/domain/src/index.ts';
import type { Benchmark } from './types.ts';

const players = Array.from({ length: 24 }, (_, i) => `Player ${i + 1}`);

const benchmark: Benchmark = {
  name: 'tournament: americano schedule, 24 players on 6 courts',
  unit: 'ms',
  budget: { max: 200 },
  repeat: 9,
  run: () => {
    const start = performance.now();
    const rounds = americanoSchedule(players, 6);
    const elapsed = performance.now() - start;
    if (rounds.length !== 23) throw new Error(`expected 23 rounds, got ${rounds.length}`);
    return elapsed;
  },
};

export default benchmark;
