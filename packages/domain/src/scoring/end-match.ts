import type { ScoreState, Side, SidePair } from './score-state';

/** Weights of the end-match total (spec section 9): a set outweighs games, a game outweighs points. */
export const END_MATCH_WEIGHTS = { set: 100, game: 10, point: 1 } as const;

/** Outcome of ending a match by hand; `winner` null is a draw ("Empate"). */
export interface EndMatchResult {
  readonly winner: Side | null;
  /** Weighted total of each side (sets x100 + games x10 + points). */
  readonly totals: SidePair;
}

/**
 * Weighted total of one side: sets x100 + games x10 + points, where points are those of the game in play,
 * or of the tie-break in play (otherwise a side leading a tie-break would count nothing for it).
 */
export function weightedTotal(score: ScoreState, side: Side): number {
  const own = score[side];
  const points = score.isTiebreak ? score.tiebreakPoints[side] : own.points;
  return own.sets * END_MATCH_WEIGHTS.set + own.games * END_MATCH_WEIGHTS.game + points * END_MATCH_WEIGHTS.point;
}

/**
 * Who wins when the match is ended by hand. A finished match keeps its real winner; otherwise the higher
 * weighted total wins and equal totals are a draw.
 */
export function endMatchResult(score: ScoreState): EndMatchResult {
  const totals = { player1: weightedTotal(score, 'player1'), player2: weightedTotal(score, 'player2') };
  if (score.isGameOver && score.winner !== null) return { winner: score.winner, totals };
  if (totals.player1 === totals.player2) return { winner: null, totals };
  return { winner: totals.player1 > totals.player2 ? 'player1' : 'player2', totals };
}
