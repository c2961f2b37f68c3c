import type { ScoreState, Side, SidePair } from './score-state';

/** A set as a summary or a history shows it. */
export interface PlayedSet extends SidePair {
  /** False for the set in play when the match stopped (ended by hand, abandoned, or still going). */
  readonly finished: boolean;
  /**
   * Points of the tie-break that decided a finished set (a set won 7-6 shows `7-6(5)`), or that the
   * unfinished set stopped in; null otherwise, and for sets saved before tie-break points were kept.
   */
  readonly tiebreak: SidePair | null;
}

/** The set in play has seen a point (a game, a point of a game, or a tie-break point). */
export function setInPlayBegun(score: ScoreState): boolean {
  const { player1, player2, tiebreakPoints } = score;
  return (
    player1.games + player2.games + player1.points + player2.points + tiebreakPoints.player1 + tiebreakPoints.player2 >
    0
  );
}

/**
 * The sets of a match as they were played: every finished set, then the set in play, marked
 * unfinished, when it has begun and the match is not over. A match ended by hand at 6-3 1-0 shows
 * both sets, the second unfinished; the set in play at 0-0 before any point adds nothing. A set
 * abandoned with `next_set` is not a set played (decision 003) and is not shown.
 */
export function playedSets(score: ScoreState): readonly PlayedSet[] {
  const sets: PlayedSet[] = score.setScores.map((set) => ({
    player1: set.player1,
    player2: set.player2,
    finished: true,
    tiebreak: set.tiebreak ? { player1: set.tiebreak.player1, player2: set.tiebreak.player2 } : null,
  }));
  if (!score.isGameOver && setInPlayBegun(score)) {
    sets.push({
      player1: score.player1.games,
      player2: score.player2.games,
      finished: false,
      tiebreak: score.isTiebreak
        ? { player1: score.tiebreakPoints.player1, player2: score.tiebreakPoints.player2 }
        : null,
    });
  }
  return sets;
}

/**
 * The games the scoreboard shows: those of the set in play, or once the match is over those of the
 * final set (the score itself clears the games when a set is won, so a 6-1 6-0 match would read 0-0).
 */
export function boardGames(score: ScoreState): SidePair {
  const last = score.setScores[score.setScores.length - 1];
  if (score.isGameOver && last !== undefined) return { player1: last.player1, player2: last.player2 };
  return { player1: score.player1.games, player2: score.player2.games };
}

/** A set's games and, when a tie-break decided it or is in play, the tie-break's points. */
export interface SetGamesText extends SidePair {
  readonly tiebreak?: SidePair | null;
  /** False for the set in play when the match stopped; a finished set when absent. */
  readonly finished?: boolean;
}

/**
 * One set as results are written, `first`'s games first: "6-3"; a set won in a tie-break with the
 * loser's tie-break points, "7-6(5)"; the match tie-break played instead of a set by its points,
 * "[10-8]"; a set that stopped in a tie-break with both tie-break scores, "6-6 (5-3)". Sets saved before
 * tie-break points were kept read "7-6" and "1-0".
 */
export function setScoreText(set: SetGamesText, first: Side = 'player1'): string {
  const second = first === 'player1' ? 'player2' : 'player1';
  const games = `${set[first]}-${set[second]}`;
  const { tiebreak } = set;
  if (!tiebreak) return games;
  if (set.finished === false) return `${games} (${tiebreak[first]}-${tiebreak[second]})`;
  if (set.player1 + set.player2 === 1) return `[${tiebreak[first]}-${tiebreak[second]}]`;
  return `${games}(${Math.min(tiebreak.player1, tiebreak.player2)})`;
}
