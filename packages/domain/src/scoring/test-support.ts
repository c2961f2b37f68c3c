// Builders shared by the scoring tests (not exported from the package index).
import type { MatchState } from './apply-event';
import { applyEvent, initialMatchState } from './apply-event';
import type { EpochMs, MatchEvent } from './events';
import { nextSet, pointWon, rulesChanged, serveOrder, swapCourt, toEventId } from './events';
import type { MatchLogEntry } from './match-log';
import type { MatchRules } from './rules';
import type { Side } from './score-state';
import type { PlayerIndex } from './serve';

/** Timestamp of the first event of a test log. */
export const T0: EpochMs = 1_700_000_000_000;
/** Time between two events of a test log. */
export const STEP_MS = 10_000;

/** Points from a pattern: '1' is a point for player1, '2' for player2; anything else is ignored. */
export function sides(pattern: string): Side[] {
  const result: Side[] = [];
  for (const char of pattern) {
    if (char === '1') result.push('player1');
    else if (char === '2') result.push('player2');
  }
  return result;
}

/** Love games from a pattern: each '1' or '2' becomes four points for that side. */
export function games(pattern: string): string {
  return [...pattern].map((char) => (char === '1' || char === '2' ? char.repeat(4) : '')).join('');
}

/** Builds an event log with ids e0, e1... and timestamps T0, T0 + 10 s... */
export class LogBuilder {
  readonly events: MatchEvent[] = [];

  private meta(): [ReturnType<typeof toEventId>, EpochMs] {
    const n = this.events.length;
    return [toEventId(`e${n}`), T0 + n * STEP_MS];
  }

  points(pattern: string): this {
    for (const side of sides(pattern)) this.events.push(pointWon(side, ...this.meta()));
    return this;
  }

  games(pattern: string): this {
    return this.points(games(pattern));
  }

  nextSet(): this {
    this.events.push(nextSet(...this.meta()));
    return this;
  }

  swap(): this {
    this.events.push(swapCourt(...this.meta()));
    return this;
  }

  rules(rules: Partial<MatchRules>): this {
    this.events.push(rulesChanged(rules, ...this.meta()));
    return this;
  }

  /** Who serves next: the side, and each side's next server (0 or 1). */
  serve(server: Side, player1: PlayerIndex = 0, player2: PlayerIndex = 0): this {
    this.events.push(serveOrder(server, player1, player2, ...this.meta()));
    return this;
  }
}

/** A new, empty test log. */
export function log(): LogBuilder {
  return new LogBuilder();
}

/** Log entries numbered n (seq and time n): a point `e{n}`, an undo `u{n}` of a target, a restart `r{n}`. */
export const point = (side: Side, n: number): MatchLogEntry => ({ ...pointWon(side, toEventId(`e${n}`), n), seq: n });
export const undoOf = (target: string, n: number): MatchLogEntry => ({
  type: 'undo',
  id: toEventId(`u${n}`),
  at: n,
  seq: n,
  target: toEventId(target),
});
export const restart = (n: number): MatchLogEntry => ({ type: 'restart', id: toEventId(`r${n}`), at: n, seq: n });

/** Every state a log goes through, from the empty log's state to the last event's. */
export function statesOf(rules: Partial<MatchRules>, events: readonly MatchEvent[]): MatchState[] {
  const all = [initialMatchState(rules)];
  for (const event of events) all.push(applyEvent(all[all.length - 1] as MatchState, event));
  return all;
}
