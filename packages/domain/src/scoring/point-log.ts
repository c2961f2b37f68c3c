import type { MatchState } from './apply-event';
import { applyEvent, initialMatchState } from './apply-event';
import type { EpochMs, MatchEvent } from './events';
import type { MatchRules } from './rules';
import type { Side, SidePair } from './score-state';

/** Spec section 9: a match's session log keeps its last 2,000 points. */
export const POINT_LOG_LIMIT = 2_000;

/** One point of a session log: who won it and the score right after it. */
export interface PointRecord {
  readonly at: EpochMs;
  readonly scorer: Side;
  /** 1-based number of the set the point was played in. */
  readonly set: number;
  /** Games of that set after the point; the set's final games when the point won it. */
  readonly games: SidePair;
  /** Points of the game in play after the point (tie-break points in a tie-break); 0-0 once a game is won. */
  readonly points: SidePair;
}

function gamesAfter(prev: MatchState, next: MatchState): SidePair {
  // A point that wins a set resets the games, so the set's result is read from the finished sets instead.
  const finished = next.score.setScores.length !== prev.score.setScores.length;
  const last = next.score.setScores[next.score.setScores.length - 1];
  if (finished && last !== undefined) return { player1: last.player1, player2: last.player2 };
  return { player1: next.score.player1.games, player2: next.score.player2.games };
}

function pointsAfter(next: MatchState): SidePair {
  const { score } = next;
  if (score.isTiebreak) return { player1: score.tiebreakPoints.player1, player2: score.tiebreakPoints.player2 };
  return { player1: score.player1.points, player2: score.player2.points };
}

/**
 * The points of a match, in order, each with the score after it, for the session log. Points the
 * scoreboard ignored (after the end of the match) are left out; only the last `limit` are kept.
 */
export function pointLog(
  rules: Partial<MatchRules>,
  events: readonly MatchEvent[],
  limit: number = POINT_LOG_LIMIT,
): PointRecord[] {
  const records: PointRecord[] = [];
  let state = initialMatchState(rules);
  for (const event of events) {
    const prev = state;
    state = applyEvent(prev, event);
    if (state === prev || event.type !== 'point_won') continue;
    records.push({
      at: event.at,
      scorer: event.side,
      set: prev.score.currentSet,
      games: gamesAfter(prev, state),
      points: pointsAfter(state),
    });
  }
  return records.length > limit ? records.slice(records.length - limit) : records;
}
