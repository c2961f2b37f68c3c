import { decidingPoint, type MatchState, pointMoment, starDeuce } from '@marcador/domain';

/**
 * The moment of the next point as the board shows it: "break:player2" (a break point for team 2),
 * "set:player1", "match:player1", or '' for none. A string, so the board renders it only when it changes.
 */
export function momentOf(state: MatchState): string {
  const moment = pointMoment(state);
  return moment === null ? '' : `${moment.kind}:${moment.side}`;
}

/** The cue of a deuce under the deciding-point rules: the star point's deuce count, or who returns it. */
export type DeuceCue = 'starDeuce1' | 'starDeuce2' | 'starPoint' | 'goldenPoint' | '';

export function deuceCueOf(state: MatchState): DeuceCue {
  const deciding = decidingPoint(state.score, state.rules);
  if (deciding !== null) return deciding === 'golden' ? 'goldenPoint' : 'starPoint';
  const star = starDeuce(state.score, state.rules);
  if (star?.deuce === 1) return 'starDeuce1';
  return star?.deuce === 2 ? 'starDeuce2' : '';
}
