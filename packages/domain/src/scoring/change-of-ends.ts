import type { ScoreState } from './score-state';

/**
 * Why the players should change ends now:
 * - `game`: an odd game of the set was just completed (1st, 3rd, 5th...);
 * - `set`: a set just ended with an odd number of games (6-3, 7-6...); after an even total they wait
 *   for the first game of the next set;
 * - `tiebreak`: another 6 points of the tie-break were played.
 */
export type ChangeOfEnds = 'game' | 'set' | 'tiebreak';

/** Tie-break points between changes of ends. */
export const TIEBREAK_POINTS_PER_CHANGE = 6;

/**
 * The change-of-ends cue produced by going from `prev` to `next` (one point, usually), or null.
 * No cue when the match has just ended, nor when a set was abandoned with `next_set`: no game was
 * completed, so the usual odd-game rule has nothing to count.
 */
export function changeOfEndsAfter(prev: ScoreState, next: ScoreState): ChangeOfEnds | null {
  if (next === prev || next.isGameOver) return null;
  if (next.setScores.length > prev.setScores.length) {
    const set = next.setScores[next.setScores.length - 1];
    return set !== undefined && (set.player1 + set.player2) % 2 === 1 ? 'set' : null;
  }
  if (next.currentSet !== prev.currentSet) return null;
  const games = next.player1.games + next.player2.games;
  if (games !== prev.player1.games + prev.player2.games) return games % 2 === 1 ? 'game' : null;
  if (!next.isTiebreak) return null;
  const points = next.tiebreakPoints.player1 + next.tiebreakPoints.player2;
  const before = prev.isTiebreak ? prev.tiebreakPoints.player1 + prev.tiebreakPoints.player2 : 0;
  return points > before && points % TIEBREAK_POINTS_PER_CHANGE === 0 ? 'tiebreak' : null;
}
