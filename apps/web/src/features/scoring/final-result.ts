import type { MatchState } from '@marcador/domain';
import { setsText } from '../../lib/match/team-names';
import type { TFunction } from '../../lib/translate';

/** What the finished banner and the match-over pop-up say: who won (or a draw) and the final score. */
export interface FinalResult {
  readonly title: string;
  readonly detail: string;
}

/** What the finished banner and the match-over pop-up are given: the match once over, and the two ways on. */
export interface FinishedProps {
  /** The match's state once it is over: the result is worded from it where it is shown (lazy chunks). */
  final: MatchState;
  names: { player1: string; player2: string };
  onSummary: () => void;
  onNewMatch: () => void;
  /** "Nueva partida", or the way back to the tournament of a tournament's match. */
  newMatchLabel: string;
}

/**
 * The result of a match that is over: "Gana Nosotros" over "Sets: 6-3 6-4"; a points race says its
 * total with the score ("21 puntos: 12-9"), and one that ended level is a draw ("Empate", decision 043).
 */
export function finalResult(state: MatchState, names: { player1: string; player2: string }, t: TFunction): FinalResult {
  const { winner, setScores } = state.score;
  const title = winner ? t('finished.winner', { team: names[winner] }) : t('finished.draw');
  const score = setsText(setScores);
  const { race } = state.rules;
  const detail = race ? t('race.score', { total: race.totalPoints, score }) : t('finished.sets', { sets: score });
  return { title, detail };
}
