import { useCallback, useEffect, useState } from 'react';
import type { ScoreFeed } from './score-feed';
import { currentChoice, DEFAULT_SERVE_CHOICE, type ServeChoice, setAwaitingFirstPoint } from './serve-choice';

/**
 * Why the board asks who serves: a restart (nobody serves yet), a new set (a doubles team may change
 * its order; the serving team is given), or a correction at any point.
 */
export type ServeQuestionKind = 'start' | 'set' | 'correct';

export interface ServeQuestion {
  readonly kind: ServeQuestionKind;
  /** What the question starts from: the rotation as the log stands, else team 1 and first players. */
  readonly initial: ServeChoice;
}

/**
 * The board's question about the serve, and in doubles (`askEachSet`) the one asked by itself when a new
 * set is waiting for its first point (once per set: undoing into the set before and back does not ask
 * again; nor does a match without a chosen serve). Heard from the feed, so a point renders nothing here.
 */
export function useServeQuestion(score: ScoreFeed, askEachSet: boolean) {
  const [question, setQuestion] = useState<ServeQuestion | null>(null);
  const ask = useCallback(
    (kind: ServeQuestionKind) =>
      setQuestion({ kind, initial: currentChoice(score.current().state) ?? DEFAULT_SERVE_CHOICE }),
    [score],
  );
  const close = useCallback(() => setQuestion(null), []);
  useEffect(() => {
    if (!askEachSet) return;
    let asked = setAwaitingFirstPoint(score.current().state.score);
    return score.subscribe(() => {
      const { state } = score.current();
      const set = setAwaitingFirstPoint(state.score);
      if (set <= asked) return;
      asked = set;
      if (set > 1 && currentChoice(state) !== null) ask('set');
    });
  }, [score, askEachSet, ask]);
  return { question, ask, close };
}
