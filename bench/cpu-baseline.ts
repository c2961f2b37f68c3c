/**
 * The domain benches' CPU baseline (decision 046): a fixed piece of work that no product code
 * touches, timed in the same process beside a domain figure, in turns with it, so that a slower or
 * busier machine moves both alike (the rule for every verdict). The work is V8's own JSON
 * writer and parser over a fixed document: 248 match records with four names and a score each, the
 * size of a 32-player americano's results. Native code, so the figure does not depend on what the
 * optimising compiler made of a loop in this process: a tally written in JavaScript (records summed
 * per player, sorted) took 0.012 ms in one process and 0.04 ms in the next, and 0.055 or 0.09 ms
 * with a Map of names, whose hashing is seeded per process.
 */
import { createPrng } from '../packages/domain/src/index.ts';

const MATCHES = 248;

// Made once from a fixed seed: every run and every machine writes and reads the same document.
const random = createPrng(17);
const name = () => `Jugadora ${Math.floor(random() * 32) + 1}`;
const document = Array.from({ length: MATCHES }, (_, i) => {
  const team1 = Math.floor(random() * 22);
  return {
    round: Math.floor(i / 8) + 1,
    court: (i % 8) + 1,
    teamA: [name(), name()],
    teamB: [name(), name()],
    score: { team1, team2: 21 - team1 },
    completed: true,
  };
});

/** One pass of the baseline's work; returns a figure of it so the work cannot be optimised away. */
export function cpuBaselinePass(): number {
  return (JSON.parse(JSON.stringify(document)) as typeof document).length;
}
