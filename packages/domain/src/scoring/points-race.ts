import type { PointsRace } from './rules';
import type { ScoreState, Side, SidePair, SideScore } from './score-state';

/*
 * A points race kept in the shape of a set match (decision 043), so that everything reading a score
 * (played sets, board games, end-match totals, history lines, point logs) reads a race without a
 * branch of its own: the race is the first and only set, and each rally is one of its "games". When
 * the points add up to the total the set is finished like any other: its score goes to `setScores`,
 * the games are cleared, the winner holds one set, and a level race is over with no winner (a draw).
 * `points` and the tie-break fields stay 0 throughout. This file imports score-state only for types,
 * so that score-state can call it without an import cycle.
 */

const NO_POINTS: SidePair = Object.freeze({ player1: 0, player2: 0 });

// The same key order as score-state's constructor keeps every ScoreState one object shape.
function raceScore(
  player1: SideScore,
  player2: SideScore,
  over: boolean,
  winner: Side | null,
  setScores: readonly SidePair[],
): ScoreState {
  return {
    player1,
    player2,
    currentSet: 1,
    isTiebreak: false,
    tiebreakPoints: NO_POINTS,
    isGameOver: over,
    winner,
    setScores,
  };
}

/** Points each side has won in the race so far, in play or finished. */
export function racePoints(score: ScoreState): SidePair {
  const finished = score.setScores[0];
  if (finished !== undefined) return { player1: finished.player1, player2: finished.player2 };
  return { player1: score.player1.games, player2: score.player2.games };
}

/** Points still to play before the race ends (0 once it has). */
export function racePointsLeft(score: ScoreState, race: PointsRace): number {
  const { player1, player2 } = racePoints(score);
  return Math.max(0, race.totalPoints - player1 - player2);
}

/** The race after `side` wins a rally; the same object once the race is over. */
export function scoreRacePoint(score: ScoreState, race: PointsRace, side: Side): ScoreState {
  if (score.isGameOver) return score;
  const player1 = score.player1.games + (side === 'player1' ? 1 : 0);
  const player2 = score.player2.games + (side === 'player2' ? 1 : 0);
  if (player1 + player2 < race.totalPoints) {
    return raceScore({ points: 0, games: player1, sets: 0 }, { points: 0, games: player2, sets: 0 }, false, null, []);
  }
  const winner: Side | null = player1 === player2 ? null : player1 > player2 ? 'player1' : 'player2';
  return raceScore(
    { points: 0, games: 0, sets: winner === 'player1' ? 1 : 0 },
    { points: 0, games: 0, sets: winner === 'player2' ? 1 : 0 },
    true,
    winner,
    [{ player1, player2 }],
  );
}
