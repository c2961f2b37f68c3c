import { scoreRacePoint } from './points-race';
import type { MatchRules } from './rules';
import {
  decidingSetTiebreak,
  matchTiebreakPoints,
  resolveRules,
  type SetTiebreak,
  SUPER_TIEBREAK_POINTS,
  setGames,
  setsToWin,
  setTiebreak,
  TIEBREAK_POINTS,
} from './rules';

/** One of the two teams (or players) of a match; `player1` is the team of the user keeping the score. */
export type Side = 'player1' | 'player2';

/** The two sides, in scoreboard order. */
export const SIDES: readonly Side[] = ['player1', 'player2'];

/** A number per side: a set score, tie-break points, totals. */
export interface SidePair {
  readonly player1: number;
  readonly player2: number;
}

/**
 * Games of a finished set; a match tie-break played as the deciding set is recorded 1-0. A set decided
 * by a tie-break also keeps the tie-break's points (7-6 with 7-5 in the tie-break shows as `7-6(5)`).
 */
export interface SetScore extends SidePair {
  readonly tiebreak?: SidePair;
}

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

/** The score of a match (the public contract of the scoring engine). */
export interface ScoreState {
  readonly player1: SideScore;
  readonly player2: SideScore;
  /** 1-based number of the set in play; stays on the last set played once the match is over. */
  readonly currentSet: number;
  /** A tie-break (a set's, or the match tie-break) is in play. */
  readonly isTiebreak: boolean;
  /** Points of the tie-break in play; both 0 when none is. */
  readonly tiebreakPoints: SidePair;
  /** A side has won the sets it needed; further points are ignored. */
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
export const STAR_POINT_DEUCE = 3;
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

/**
 * The set in play decides the match (one set all in a best of three, two all in a best of five, the
 * only set of a single-set match). Without rules, a best of three.
 */
export function isDecidingSet(score: ScoreState, rules?: MatchRules): boolean {
  const needed = rules ? setsToWin(rules) : 2;
  return score.player1.sets === needed - 1 && score.player2.sets === needed - 1;
}

/**
 * The tie-break in play is the match tie-break played instead of the deciding set. Read from the score
 * (a tie-break at 0-0 in games), not the rules, so that a rules change during the match tie-break
 * cannot turn it into a set tie-break halfway through.
 */
export function isSuperTiebreak(score: ScoreState): boolean {
  return score.isTiebreak && score.player1.games === 0 && score.player2.games === 0;
}

/** A set starting with these set counts is played as the match tie-break. */
function startsAsSuperTiebreak(player1: SideScore, player2: SideScore, rules: MatchRules): boolean {
  if (matchTiebreakPoints(rules) === null) return false;
  const needed = setsToWin(rules);
  return player1.sets === needed - 1 && player2.sets === needed - 1;
}

/** The tie-break of the set in play (the deciding set may be played without one). */
function tiebreakOfSet(score: ScoreState, rules: MatchRules): SetTiebreak | null {
  return isDecidingSet(score, rules) ? decidingSetTiebreak(rules) : setTiebreak(rules);
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
  const over = sets >= setsToWin(rules);
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
  if (games >= setGames(rules) && games - lost.games >= WINNING_LEAD) {
    return winSet(score, rules, side, pair(side, games, lost.games));
  }
  const winnerSide = sideScore(0, games, won.sets);
  const loserSide = sideScore(0, lost.games, lost.sets);
  const setTiebreakNow = tiebreakOfSet(score, rules);
  const tiebreak = setTiebreakNow !== null && games === setTiebreakNow.at && lost.games === setTiebreakNow.at;
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
  const target = tiebreakTarget(score, rules);
  if (mine >= target && mine - theirs >= WINNING_LEAD) {
    // A set tie-break gives the set 7-6; the match tie-break stands for the whole deciding set, so 1-0.
    const games = isSuperTiebreak(score) ? pair(side, 1, 0) : pair(side, score[side].games + 1, score[other].games);
    return winSet(score, rules, side, { ...games, tiebreak: pair(side, mine, theirs) });
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
 * Points that win the tie-break in play: the match tie-break's (10, or 7), else the set tie-break's.
 * A match tie-break is known from the score (see `isSuperTiebreak`); should a rules change leave a
 * tie-break in play that the rules no longer name, it is played to 10 (match) or 7 (set).
 */
export function tiebreakTarget(score: ScoreState, rules: MatchRules): number {
  if (isSuperTiebreak(score)) return matchTiebreakPoints(rules) ?? SUPER_TIEBREAK_POINTS;
  return tiebreakOfSet(score, rules)?.to ?? TIEBREAK_POINTS;
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
  if (score.isGameOver || !isDecidingSet(score, rules)) return score;
  const untouched =
    score.player1.games === 0 &&
    score.player2.games === 0 &&
    score.player1.points === 0 &&
    score.player2.points === 0 &&
    score.tiebreakPoints.player1 === 0 &&
    score.tiebreakPoints.player2 === 0;
  if (!untouched) return score;
  const superTiebreak = startsAsSuperTiebreak(score.player1, score.player2, rules);
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
