/**
 * Tournament engine budgets.
 * - Building a 24-player, 6-court americano schedule. That line-up is a whist tournament,
 *   constructed on every call (never memoised), so each run is a real build.
 * - The standings (decision 046) of a 32-player, 31-round americano with every result
 *   entered, recomputed as the server recomputes them for every answer and view (domain
 *   `rosterStandings`, tournament-state.ts's `detailOf`), judged as a ratio to the domain CPU baseline
 *   (bench/cpu-baseline.ts) timed in turns with it in the same run.
 */
import { americanoSchedule, rosterStandings, type TournamentRound } from '../packages/domain/src/index.ts';
import { cpuBaselinePass } from './cpu-baseline.ts';
import { median } from './median.ts';
import type { Benchmark, BenchmarkGroup } from './types.ts';

const players = Array.from({ length: 24 }, (_, i) => `Player ${i + 1}`);

const schedule: Benchmark = {
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

const STANDINGS_PLAYERS = 32;
/** Baseline and standings timed in turns this many times per run; each run reports the medians. */
const TURNS = 41;
/** Calls per timing: one call is about a tenth of a millisecond, below what one timing resolves well. */
const CALLS = 20;
/** Timings of each before the runs, so the standings are the optimising compiler's code in every run. */
const WARM_UP_TIMINGS = 200;
/**
 * The 5 ms over the CPU baseline's pass on this 2-core machine (decision 046: the median of
 * 25 runs, 0.2455 ms, taken at a load average of 3.4-4.7; no quiet figure yet): 5 / 0.2455 = 20.4,
 * rounded down.
 */
const STANDINGS_BUDGET = { max: 20 };

const roster = {
  players: Array.from({ length: STANDINGS_PLAYERS }, (_, i) => `Jugador ${i + 1}`),
  withdrawn: [] as string[],
};
/** The whole schedule with every result entered: races to 21, each match's score a different split. */
let scored: TournamentRound[] = [];
// Keeps the optimiser from dropping calls whose result is never read.
let sink = 0;

/** Milliseconds per call of `pass`, over CALLS calls. */
function perCall(pass: () => number): number {
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) sink += pass();
  return (performance.now() - start) / CALLS;
}

const standingsPass = () => rosterStandings(roster, scored).length;

const standings: BenchmarkGroup = {
  name: 'tournament standings',
  metrics: [
    {
      key: 'baseCpu',
      name: 'tournament: domain CPU baseline, JSON written and read, 248 match records (bench/cpu-baseline.ts)',
      unit: 'ms',
      budget: {},
    },
    {
      key: 'standings',
      name: `tournament: standings of a ${STANDINGS_PLAYERS}-player americano, every result entered`,
      unit: 'ms',
      budget: STANDINGS_BUDGET,
      versus: 'baseCpu',
    },
  ],
  async setup() {
    const rounds = americanoSchedule(roster.players, STANDINGS_PLAYERS / 4);
    if (rounds.length !== STANDINGS_PLAYERS - 1) throw new Error(`expected 31 rounds, got ${rounds.length}`);
    let split = 0;
    scored = rounds.map((round) => ({
      ...round,
      matches: round.matches.map((match) => {
        split = (split + 5) % 22;
        return { ...match, score: { team1: split, team2: 21 - split } };
      }),
    }));
    const played = rosterStandings(roster, scored).reduce((sum, line) => sum + line.matchesPlayed, 0);
    if (played !== 4 * 8 * 31) throw new Error(`the standings count ${played} player-matches, not ${4 * 8 * 31}`);
    // Warm-up, so both figures are optimised code rather than the first interpretation.
    for (let i = 0; i < WARM_UP_TIMINGS; i++) {
      perCall(standingsPass);
      perCall(cpuBaselinePass);
    }
  },
  async run() {
    const base: number[] = [];
    const timed: number[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      base.push(perCall(cpuBaselinePass));
      timed.push(perCall(standingsPass));
    }
    if (sink < 0) throw new Error('unreachable: keeps the calls observable');
    return { baseCpu: median(base), standings: median(timed) };
  },
};

export default [schedule, standings];
