import type { MatchState } from './apply-event';
import type { MatchRules } from './rules';
import type { ScoreState, Side } from './score-state';
import { deuceCount, STAR_POINT_DEUCE, scorePoint } from './score-state';
import { currentServer } from './serve';

/**
 * What the next point can decide for a side: the match, a set, or the game against the server (a break).
 * The larger wins when several apply (a set point on the receiver's side is called a set point).
 */
export type MomentKind = 'match' | 'set' | 'break';

export interface PointMoment {
  readonly kind: MomentKind;
  /** The side the point would decide it for. */
  readonly side: Side;
}

const RANK: Readonly<Record<MomentKind, number>> = { break: 1, set: 2, match: 3 };

function gamesPlayed(score: ScoreState): number {
  return score.player1.games + score.player2.games + score.setScores.length;
}

/** What winning the next point would give `side`, or null when it would decide nothing of these. */
function momentFor(state: MatchState, side: Side, receiving: boolean): MomentKind | null {
  const next = scorePoint(state.score, state.rules, side);
  if (next.isGameOver) return 'match';
  if (next.setScores.length > state.score.setScores.length) return 'set';
  if (receiving && !state.score.isTiebreak && gamesPlayed(next) > gamesPlayed(state.score)) return 'break';
  return null;
}

/**
 * The moment of the next point (break, set or match point), or null. A points race has none: every
 * rally counts the same. Break points need the server, so a match without one has set and match points only.
 */
export function pointMoment(state: MatchState): PointMoment | null {
  if (state.score.isGameOver || state.rules.race !== undefined) return null;
  const server = currentServer(state.serve, state.score, state.rules);
  let best: PointMoment | null = null;
  for (const side of ['player1', 'player2'] as const) {
    const kind = momentFor(state, side, server !== null && server.team !== side);
    if (kind !== null && (best === null || RANK[kind] > RANK[best.kind])) best = { kind, side };
  }
  return best;
}

/**
 * Under the star point, where the game stands at a deuce: `{ deuce: 1 }` or `{ deuce: 2 }` ("Iguales 2
 * de 3"), `{ deuce: 3 }` at the star point itself; null at any other score or under other rules.
 */
export function starDeuce(score: ScoreState, rules: MatchRules): { readonly deuce: number } | null {
  if (rules.deuce !== 'star' || rules.race !== undefined || score.isGameOver || score.isTiebreak) return null;
  if (score.player1.points !== score.player2.points) return null;
  const deuce = deuceCount(score);
  return deuce === 0 ? null : { deuce: Math.min(deuce, STAR_POINT_DEUCE) };
}
