/**
 * Point events replayed per second on one core: the cost of undo, restart and reloading a match, which
 * all replay the log from the start. Every log starts by choosing who serves, so the serve is tracked
 * through every point as on a real board.
 */
import type { MatchEvent, MatchRules, Side } from '../packages/domain/src/index.ts';
import {
  applyEvent,
  initialMatchState,
  pointWon,
  replay,
  serveOrder,
  toEventId,
} from '../packages/domain/src/index.ts';
import type { Benchmark } from './types.ts';

const MATCHES = 1_000;
const MIN_RUN_MS = 500;
const RULES: readonly Partial<MatchRules>[] = [{}, { deuce: 'golden' }, { deuce: 'star', finalSet: 'superTiebreak' }];

// A fixed linear congruential generator: the same logs on every run, so runs are comparable.
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface MatchLog {
  rules: Partial<MatchRules>;
  events: MatchEvent[];
}

/** Whole matches, close ones (deuces, tie-breaks) and one-sided ones, each played to its last point. */
function matchLogs(): MatchLog[] {
  const random = generator(2026);
  const logs: MatchLog[] = [];
  for (let m = 0; m < MATCHES; m++) {
    const rules = RULES[m % RULES.length] ?? {};
    const bias = 0.35 + random() * 0.3;
    const events: MatchEvent[] = [serveOrder(m % 2 === 0 ? 'player1' : 'player2', 0, 1, toEventId(`m${m}-s`), 0)];
    let state = applyEvent(initialMatchState(rules), events[0] as MatchEvent);
    while (!state.score.isGameOver) {
      const side: Side = random() < bias ? 'player1' : 'player2';
      const event = pointWon(side, toEventId(`m${m}-e${events.length}`), 1_700_000_000_000 + 20_000 * events.length);
      events.push(event);
      state = applyEvent(state, event);
    }
    logs.push({ rules, events });
  }
  return logs;
}

const logs = matchLogs();
const eventsPerPass = logs.reduce((sum, log) => sum + log.events.length, 0);
// Keeps the optimiser from dropping replays whose result is never read.
let sink = 0;

function pass(): void {
  for (const log of logs) sink += replay(log.rules, log.events).score.currentSet;
}

const bench: Benchmark = {
  name: 'domain: point events replayed',
  unit: 'events/s',
  budget: { min: 1_000_000 },
  run: () => {
    pass(); // warm-up, so the figure is the optimised fold rather than the first interpretation
    let passes = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < MIN_RUN_MS) {
      pass();
      passes++;
      elapsed = performance.now() - start;
    }
    if (sink < 0) throw new Error('unreachable: keeps the replays observable');
    return (passes * eventsPerPass) / (elapsed / 1_000);
  },
};

export default bench;
