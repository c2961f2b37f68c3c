import type { ChangeOfEnds } from './change-of-ends';
import { changeOfEndsAfter } from './change-of-ends';
import type { EpochMs, MatchEvent } from './events';
import type { MatchRules } from './rules';
import { resolveRules, sameRules } from './rules';
import type { ScoreState, Side } from './score-state';
import { applyRulesToScore, initialScore, isSide, scorePoint, startNextSet } from './score-state';
import type { Serve } from './serve';
import {
  chosenServe,
  isPlayerIndex,
  sameServe,
  serveAfterAbandonedSet,
  serveAfterPoint,
  servePointsPlayed,
} from './serve';

/**
 * What the last applied event did, so that announcements and UI cues need only the state:
 * `point` (a point inside a game or tie-break), `game`, `set`, `match` (the point that won it),
 * `next_set`, `swap_court`, `rules_changed`, `serve_order`, or `none` before any event.
 */
export type LastChange =
  | 'none'
  | 'point'
  | 'game'
  | 'set'
  | 'match'
  | 'next_set'
  | 'swap_court'
  | 'rules_changed'
  | 'serve_order';

/** Everything the live-scoring screen shows, derived from the event log. */
export interface MatchState {
  /** Rules in force now (a `rules_changed` event replaces them). */
  readonly rules: MatchRules;
  readonly score: ScoreState;
  /** Side shown on the left of the scoreboard; `swap_court` toggles it. */
  readonly leftSide: Side;
  readonly last: LastChange;
  /** Side that won the last point when `last` is a point, game, set or match; otherwise null. */
  readonly lastScorer: Side | null;
  /** Cue to prompt "cambio de lado" after the last event, or null. */
  readonly changeOfEnds: ChangeOfEnds | null;
  /** Timestamp of the first event that changed the match, or null before any. */
  readonly startedAt: EpochMs | null;
  /** Timestamp of the last event that changed the match, or null before any. */
  readonly updatedAt: EpochMs | null;
  /**
   * Who serves, as the log says (`currentServer` reads the next point's server from it); null until a
   * `serve_order` event, so a match saved before serve tracking shows no server.
   */
  readonly serve: Serve | null;
}

// One constructor keeps every MatchState the same object shape (the fold stays monomorphic).
function makeState(
  rules: MatchRules,
  score: ScoreState,
  leftSide: Side,
  last: LastChange,
  lastScorer: Side | null,
  changeOfEnds: ChangeOfEnds | null,
  startedAt: EpochMs | null,
  updatedAt: EpochMs | null,
  serve: Serve | null,
): MatchState {
  return { rules, score, leftSide, last, lastScorer, changeOfEnds, startedAt, updatedAt, serve };
}

/** The state of a match with an empty log (also what "restart" gives). */
export function initialMatchState(rules: Partial<MatchRules> = {}): MatchState {
  return makeState(resolveRules(rules), initialScore(), 'player1', 'none', null, null, null, null, null);
}

function pointChange(prev: ScoreState, next: ScoreState, side: Side, rules: MatchRules): LastChange {
  if (next.isGameOver) return 'match';
  // A race holds its rallies as games (points-race.ts), but each one is a point to the umpire.
  if (rules.race !== undefined) return 'point';
  if (next.setScores.length !== prev.setScores.length) return 'set';
  if (next[side].games !== prev[side].games) return 'game';
  return 'point';
}

/**
 * The reducer: the match after one more event. Pure; returns the same object when the event changes
 * nothing (any event once the match is over, an unknown event type, a rules change to the same rules),
 * so a caller can leave such events out of the log and keep undo meaningful.
 */
export function applyEvent(state: MatchState, event: MatchEvent): MatchState {
  // A finished match is frozen: the spec ignores points after the end, and nothing else has meaning then.
  if (state.score.isGameOver) return state;
  const startedAt = state.startedAt ?? event.at;
  switch (event.type) {
    case 'point_won': {
      if (!isSide(event.side)) return state;
      const score = scorePoint(state.score, state.rules, event.side);
      const last = pointChange(state.score, score, event.side, state.rules);
      // The serve moves on with a game or a set only; within a game or a tie-break its anchor stays.
      // A fold stored before serve tracking has no `serve` at all: it counts as none chosen.
      const serve = state.serve ?? null;
      const moved = serve !== null && (last === 'game' || last === 'set');
      return makeState(
        state.rules,
        score,
        state.leftSide,
        last,
        event.side,
        // A race has no games to count changes of ends by; the organiser calls them if the players want.
        state.rules.race === undefined ? changeOfEndsAfter(state.score, score) : null,
        startedAt,
        event.at,
        moved ? serveAfterPoint(serve, state.score, score, state.rules) : serve,
      );
    }
    case 'next_set': {
      const score = startNextSet(state.score, state.rules);
      if (score === state.score) return state;
      const serve = state.serve ? serveAfterAbandonedSet(state.serve, state.score) : null;
      return makeState(state.rules, score, state.leftSide, 'next_set', null, null, startedAt, event.at, serve);
    }
    case 'swap_court':
      return makeState(
        state.rules,
        state.score,
        state.leftSide === 'player1' ? 'player2' : 'player1',
        'swap_court',
        null,
        null,
        startedAt,
        event.at,
        state.serve ?? null,
      );
    case 'rules_changed': {
      // A race is fixed at the start: no change can start, stop or resize one (nor do deuce rules touch it).
      if (state.rules.race !== undefined) return state;
      // During play only the sport, deuce and deciding-set rules change; the race and the sets' format
      // are fixed at the start, so no point already played changes meaning.
      const { sport, deuce, finalSet } = event.rules ?? {};
      const rules = resolveRules({ sport, deuce, finalSet }, state.rules);
      if (sameRules(rules, state.rules)) return state;
      const score = applyRulesToScore(state.score, rules);
      return makeState(
        rules,
        score,
        state.leftSide,
        'rules_changed',
        null,
        null,
        startedAt,
        event.at,
        state.serve ?? null,
      );
    }
    case 'serve_order': {
      const { server, player1, player2 } = event;
      if (!isSide(server) || !isPlayerIndex(player1) || !isPlayerIndex(player2)) return state;
      const serve = chosenServe(server, player1, player2, servePointsPlayed(state.score, state.rules));
      if (state.serve && sameServe(state.serve, serve)) return state;
      return makeState(state.rules, state.score, state.leftSide, 'serve_order', null, null, startedAt, event.at, serve);
    }
    default:
      // Logs may hold event types written by a newer client; skipping them keeps old clients replaying.
      return state;
  }
}

/** The match after all the events of its log, from the start, under the starting rules. */
export function replay(rules: Partial<MatchRules>, events: readonly MatchEvent[]): MatchState {
  let state = initialMatchState(rules);
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (event !== undefined) state = applyEvent(state, event);
  }
  return state;
}

/**
 * Undo: the log without its last event, and the match replayed from it. Replaying (rather than keeping a
 * stack of states) means undo can never disagree with what the log says happened.
 */
export function undo(
  rules: Partial<MatchRules>,
  events: readonly MatchEvent[],
): { events: readonly MatchEvent[]; state: MatchState } {
  const kept = events.slice(0, -1);
  return { events: kept, state: replay(rules, kept) };
}
