import { scoreRacePoint } from './points-race';
import type { MatchRules } from './rules';
import { GAMES_PER_SET, resolveRules, SETS_TO_WIN, SUPER_TIEBREAK_POINTS, TIEBREAK_POINTS } from './rules';

/** One of the two teams (or players) of a match; `player1` is the team of the user keeping the score. */
export type Side = 'player1' | 'player2';

/** The two sides, in scoreboard order. */
export const SIDES: readonly Side[] = ['player1', 'player2'];

/** A number per side: a set score, tie-break points, totals. */
export interface SidePair {
  readonly player1: number;
  readonly player2: number;
}

/** Games of a finished set; a match tie-break played as the third set is recorded 1-0. */
export type SetScore = SidePair;

/** Where one side stands. */
export interface SideScore {
  /**
   * Points won in the game in play, as a plain count (0, 1, 2, 3, 4, ...), never normalised at deuce:
   * 3-3 is the first deuce, 4-4 the second, 5-5 the third, which is what star point needs.
   * Stays 0 during a tie-break, whose points are in `tiebreakPoints`.
   */
  readonly points: number;
  /** Games won in the set in play. */
  readonly games: number;
  /** Sets won. */
  readonly sets: number;
}

/** The score of a best-of-three match (the public contract of the scoring engine). */
export interface ScoreState {
  readonly player1: SideScore;
  readonly player2: SideScore;
  /** 1-based number of the set in play; stays on the last set played once the match is over. */
  readonly currentSet: number;
  /** A tie-break (to 7, or the match tie-break to 10) is in play. */
  readonly isTiebreak: boolean;
  /** Points of the tie-break in play; both 0 when none is. */
  readonly tiebreakPoints: SidePair;
  /** A side has won two sets; further points are ignored. */
  readonly isGameOver: boolean;
  readonly winner: Side | null;
  /** Games of each finished set, in order. */
  readonly setScores: readonly SetScore[];
}

/** Which kind of deciding point the next point is, when one applies. */
export type DecidingPoint = 'golden' | 'star';

/** Points a side needs in a game before a lead can win it (0, 15, 30, 40, game). */
const POINTS_TO_WIN_GAME = 4;
/** Raw points of each side at the first deuce (40-40). */
const DEUCE_POINTS = 3;
/** Star point: the deuce (1st, 2nd, 3rd...) from which the next point wins the game. */
const STAR_POINT_DEUCE = 3;
/** Lead needed to win a game, set or tie-break outright. */
const WINNING_LEAD = 2;

// Shared zero values: states are never mutated, so every fresh game or set can point at the same objects.
// Frozen so that a caller who mutates a state by mistake gets an error instead of corrupting all states.
const ZERO_PAIR: SidePair = Object.freeze({ player1: 0, player2: 0 });
const NO_SETS: readonly SetScore[] = Object.freeze([]);
const FRESH_SIDE: SideScore = Object.freeze({ points: 0, games: 0, sets: 0 });

/** The other side. */
export function otherSide(side: Side): Side {
  return side === 'player1' ? 'player2' : 'player1';
}

/** Runtime guard for values that come from storage, the network or voice parsing. */
export function isSide(value: unknown): value is Side {
  return value === 'player1' || value === 'player2';
}

// One constructor keeps every ScoreState the same object shape, which keeps the fold monomorphic and fast.
function makeScore(
  player1: SideScore,
  player2: SideScore,
  currentSet: number,
  isTiebreak: boolean,
  tiebreakPoints: SidePair,
  isGameOver: boolean,
  winner: Side | null,
  setScores: readonly SetScore[],
): ScoreState {
  return { player1, player2, currentSet, isTiebreak, tiebreakPoints, isGameOver, winner, setScores };
}

function sideScore(points: number, games: number, sets: number): SideScore {
  return points === 0 && games === 0 && sets === 0 ? FRESH_SIDE : { points, games, sets };
}

function pair(side: Side, mine: number, theirs: number): SidePair {
  return side === 'player1' ? { player1: mine, player2: theirs } : { player1: theirs, player2: mine };
}

/** The score before the first point. */
export function initialScore(): ScoreState {
  return makeScore(FRESH_SIDE, FRESH_SIDE, 1, false, ZERO_PAIR, false, null, NO_SETS);
}

/** One set all in a best-of-three: the set in play decides the match. */
export function isDecidingSet(score: ScoreState): boolean {
  return score.player1.sets === SETS_TO_WIN - 1 && score.player2.sets === SETS_TO_WIN - 1;
}

/**
 * The tie-break in play is the match tie-break to 10. Read from the score, not the rules, so that a
 * rules change during the match tie-break cannot turn it into a set tie-break halfway through.
 */
export function isSuperTiebreak(score: ScoreState): boolean {
  return score.isTiebreak && score.player1.games === 0 && score.player2.games === 0;
}

/** A set starting with these set counts is played as the match tie-break. */
function startsAsSuperTiebreak(player1: SideScore, player2: SideScore, rules: MatchRules): boolean {
  return rules.finalSet === 'superTiebreak' && player1.sets === SETS_TO_WIN - 1 && player2.sets === SETS_TO_WIN - 1;
}

/**
 * How many deuces the game in play has reached (0 before the first 40-40, 1 from 3-3, 2 from 4-4...).
 * Always 0 in a tie-break.
 */
export function deuceCount(score: ScoreState): number {
  if (score.isTiebreak) return 0;
  return Math.max(0, Math.min(score.player1.points, score.player2.points) - (DEUCE_POINTS - 1));
}

/**
 * Whether the next point wins the game outright: golden point at any deuce, star point from the third
 * deuce. Never inside a tie-break, whatever the rules say.
 */
export function decidingPoint(score: ScoreState, rules: MatchRules): DecidingPoint | null {
  if (score.isGameOver || score.isTiebreak) return null;
  const points = score.player1.points;
  if (points !== score.player2.points || points < DEUCE_POINTS) return null;
  if (rules.deuce === 'golden') return 'golden';
  if (rules.deuce === 'star' && points - (DEUCE_POINTS - 1) >= STAR_POINT_DEUCE) return 'star';
  return null;
}

function winSet(score: ScoreState, rules: MatchRules, side: Side, setScore: SetScore): ScoreState {
  const won = score[side];
  const lost = score[otherSide(side)];
  const sets = won.sets + 1;
  const over = sets >= SETS_TO_WIN;
  const winnerSide = sideScore(0, 0, sets);
  const loserSide = sideScore(0, 0, lost.sets);
  const player1 = side === 'player1' ? winnerSide : loserSide;
  const player2 = side === 'player1' ? loserSide : winnerSide;
  const setScores = [...score.setScores, setScore];
  if (over) return makeScore(player1, player2, score.currentSet, false, ZERO_PAIR, true, side, setScores);
  const tiebreak = startsAsSuperTiebreak(player1, player2, rules);
  return makeScore(player1, player2, score.currentSet + 1, tiebreak, ZERO_PAIR, false, null, setScores);
}

function winGame(score: ScoreState, rules: MatchRules, side: Side): ScoreState {
  const won = score[side];
  const lost = score[otherSide(side)];
  const games = won.games + 1;
  if (games >= GAMES_PER_SET && games - lost.games >= WINNING_LEAD) {
    return winSet(score, rules, side, pair(side, games, lost.games));
  }
  const winnerSide = sideScore(0, games, won.sets);
  const loserSide = sideScore(0, lost.games, lost.sets);
  const tiebreak = games === GAMES_PER_SET && lost.games === GAMES_PER_SET;
  return makeScore(
    side === 'player1' ? winnerSide : loserSide,
    side === 'player1' ? loserSide : winnerSide,
    score.currentSet,
    tiebreak,
    ZERO_PAIR,
    false,
    null,
    score.setScores,
  );
}

function winTiebreakPoint(score: ScoreState, rules: MatchRules, side: Side): ScoreState {
  const other = otherSide(side);
  const mine = score.tiebreakPoints[side] + 1;
  const theirs = score.tiebreakPoints[other];
  const superTiebreak = isSuperTiebreak(score);
  const target = superTiebreak ? SUPER_TIEBREAK_POINTS : TIEBREAK_POINTS;
  if (mine >= target && mine - theirs >= WINNING_LEAD) {
    // A set tie-break gives the set 7-6; the match tie-break stands for the whole third set, so 1-0.
    const setScore = superTiebreak ? pair(side, 1, 0) : pair(side, score[side].games + 1, score[other].games);
    return winSet(score, rules, side, setScore);
  }
  return makeScore(
    score.player1,
    score.player2,
    score.currentSet,
    true,
    pair(side, mine, theirs),
    false,
    null,
    score.setScores,
  );
}

/**
 * The score after `side` wins a point. Returns the same object when the match is already over, so
 * callers can tell that nothing happened.
 */
export function scorePoint(score: ScoreState, rules: MatchRules, side: Side): ScoreState {
  if (score.isGameOver) return score;
  if (rules.race !== undefined) return scoreRacePoint(score, rules.race, side);
  if (score.isTiebreak) return winTiebreakPoint(score, rules, side);
  const won = score[side];
  const lost = score[otherSide(side)];
  const points = won.points + 1;
  if (points >= POINTS_TO_WIN_GAME && (points - lost.points >= WINNING_LEAD || decidingPoint(score, rules) !== null)) {
    return winGame(score, rules, side);
  }
  const winnerSide: SideScore = { points, games: won.games, sets: won.sets };
  return makeScore(
    side === 'player1' ? winnerSide : score.player1,
    side === 'player1' ? score.player2 : winnerSide,
    score.currentSet,
    false,
    ZERO_PAIR,
    false,
    null,
    score.setScores,
  );
}

/**
 * Abandons the set in play and starts the next one: points, games and any tie-break are cleared, no set
 * is awarded and `setScores` is left alone (it holds finished sets only). Ignored once the match is over,
 * and in a points race, which is a single set.
 */
export function startNextSet(score: ScoreState, rules: MatchRules): ScoreState {
  if (score.isGameOver || rules.race !== undefined) return score;
  const player1 = sideScore(0, 0, score.player1.sets);
  const player2 = sideScore(0, 0, score.player2.sets);
  const tiebreak = startsAsSuperTiebreak(player1, player2, rules);
  return makeScore(player1, player2, score.currentSet + 1, tiebreak, ZERO_PAIR, false, null, score.setScores);
}

/**
 * Re-reads the format of the set in play after a rules change. Only a deciding set that has not seen a
 * point yet can switch between a full set and a match tie-break; a set already under way keeps its format
 * so that no point already played changes meaning.
 */
export function applyRulesToScore(score: ScoreState, rules: MatchRules): ScoreState {
  if (score.isGameOver || !isDecidingSet(score)) return score;
  const untouched =
    score.player1.games === 0 &&
    score.player2.games === 0 &&
    score.player1.points === 0 &&
    score.player2.points === 0 &&
    score.tiebreakPoints.player1 === 0 &&
    score.tiebreakPoints.player2 === 0;
  if (!untouched) return score;
  const superTiebreak = rules.finalSet === 'superTiebreak';
  if (superTiebreak === score.isTiebreak) return score;
  const { player1, player2, currentSet, tiebreakPoints, setScores } = score;
  return makeScore(player1, player2, currentSet, superTiebreak, tiebreakPoints, false, null, setScores);
}

/**
 * The score after the given points, in order, under the given rules (defaults fill the gaps).
 * Points after the end of the match, and values that are not a side, are ignored.
 */
export function scoreMatch(rules: Partial<MatchRules>, sides: readonly Side[]): ScoreState {
  const resolved = resolveRules(rules);
  let score = initialScore();
  for (let i = 0; i < sides.length; i++) {
    const side = sides[i];
    if (score.isGameOver) break;
    if (isSide(side)) score = scorePoint(score, resolved, side);
  }
  return score;
}
