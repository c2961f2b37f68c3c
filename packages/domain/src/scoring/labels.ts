import { racePoints } from './points-race';
import type { MatchRules } from './rules';
import type { ScoreState } from './score-state';

/** Scoreboard label at 40-40, on both sides. */
export const DEUCE_LABEL = 'DEU';
/** Scoreboard label of the side with the advantage; the other side shows '40'. */
export const ADVANTAGE_LABEL = 'Ad';

const GAME_LABELS = ['0', '15', '30', '40'] as const;
const FORTY = 3;

function gameLabel(points: number): string {
  return GAME_LABELS[Math.min(Math.max(points, 0), FORTY)] ?? '0';
}

/**
 * What the scoreboard shows for the points of each side: '0', '15', '30', '40'; 'DEU' on both sides at
 * deuce; 'Ad' and '40' with an advantage; the tie-break points as plain numbers during a tie-break.
 * Labels do not depend on the deuce rule: a golden or star point is still shown as deuce. Given rules
 * with a points race, the race's points as plain numbers ('12' and '9'), also once it is over.
 */
export function pointLabels(state: ScoreState, rules?: MatchRules): { player1: string; player2: string } {
  if (rules?.race !== undefined) {
    const race = racePoints(state);
    return { player1: String(race.player1), player2: String(race.player2) };
  }
  if (state.isTiebreak) {
    return { player1: String(state.tiebreakPoints.player1), player2: String(state.tiebreakPoints.player2) };
  }
  const a = state.player1.points;
  const b = state.player2.points;
  if (a >= FORTY && b >= FORTY) {
    if (a === b) return { player1: DEUCE_LABEL, player2: DEUCE_LABEL };
    return a > b ? { player1: ADVANTAGE_LABEL, player2: '40' } : { player1: '40', player2: ADVANTAGE_LABEL };
  }
  return { player1: gameLabel(a), player2: gameLabel(b) };
}
