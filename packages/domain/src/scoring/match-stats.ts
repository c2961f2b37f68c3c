import type { MatchState } from './apply-event';
import { applyEvent, initialMatchState } from './apply-event';
import type { MatchEvent } from './events';
import type { MatchRules } from './rules';
import type { Side, SidePair } from './score-state';
import { decidingPoint, isSuperTiebreak, otherSide, scorePoint } from './score-state';
import { currentServer } from './serve';

/** Points won in one set, keyed by set number (a set abandoned with `next_set` keeps its own entry). */
export interface SetPoints extends SidePair {
  readonly set: number;
}

/** Statistics of a match, computed from its event log. */
export interface MatchStats {
  /** Points won over the whole match. */
  readonly points: SidePair;
  /** Points won in each set played, in order. */
  readonly pointsBySet: readonly SetPoints[];
  /**
   * Games won over the whole match; a tie-break counts as the game it decides (7-6, or 1-0). In a points
   * race every rally is a game, so games equal points, and the race is one set.
   */
  readonly games: SidePair;
  /** Longest run of consecutive points won by each side. */
  readonly longestRun: SidePair;
  /** Sets won, the match tie-break included (it stands for the third set). */
  readonly sets: SidePair;
  /** Tie-breaks won, the match tie-break included. */
  readonly tiebreaksWon: SidePair;
  /** Match tie-breaks (to 10) won; also counted in `tiebreaksWon`. */
  readonly superTiebreaksWon: SidePair;
  /**
   * Largest lead in games each side held at the end of a game of the opening set: the first set
   * finished, or the set in play when none was (a set abandoned with `next_set` is not played).
   */
  readonly openingSetLead: SidePair;
  /** Golden or star points played (the next point decided the game). */
  readonly decidingPointsPlayed: number;
  /** Golden or star points won by each side. */
  readonly decidingPointsWon: SidePair;
  /** Point difference (player1 minus player2) after each point, for the momentum chart. */
  readonly momentum: readonly number[];
  /** Milliseconds from the first to the last event that changed the match (0 before two events). */
  readonly durationMs: number;
  /**
   * The serve's figures, counted over the points whose server the log tells (none in a match saved
   * before serve tracking, where every count is 0): points each side served and won of them, games each
   * side served (a tie-break is no one's service game) and held, and break points each side had as the
   * receiver (the next point would win the game on the other side's serve) and converted. Return points,
   * breaks and break points saved are the other side's complements.
   */
  readonly serve: ServeStats;
}

/** Played and won, per side. */
export interface PlayedWon {
  readonly played: SidePair;
  readonly won: SidePair;
}

export interface ServeStats {
  readonly servePoints: PlayedWon;
  readonly serviceGames: PlayedWon;
  readonly breakPoints: PlayedWon;
}

interface Counter {
  player1: number;
  player2: number;
}

interface PlayedWonCounter {
  played: Counter;
  won: Counter;
}

function playedWon(): PlayedWonCounter {
  return { played: { player1: 0, player2: 0 }, won: { player1: 0, player2: 0 } };
}

function count(counter: PlayedWonCounter, side: Side, won: boolean): void {
  counter.played[side] += 1;
  if (won) counter.won[side] += 1;
}

/** Whether the point just played was served, won on serve, a break point, and ended a service game. */
function countServe(
  prev: MatchState,
  state: MatchState,
  side: Side,
  serve: Record<keyof ServeStats, PlayedWonCounter>,
): void {
  const server = currentServer(prev.serve, prev.score, prev.rules);
  if (server === null) return;
  count(serve.servePoints, server.team, side === server.team);
  if (prev.score.isTiebreak || prev.rules.race !== undefined) return;
  const receiver = otherSide(server.team);
  const gamesBefore = prev.score.player1.games + prev.score.player2.games + prev.score.setScores.length;
  const ifReceiverWins = scorePoint(prev.score, prev.rules, receiver);
  const gamesIfReceiverWins =
    ifReceiverWins.player1.games + ifReceiverWins.player2.games + ifReceiverWins.setScores.length;
  if (ifReceiverWins.isGameOver || gamesIfReceiverWins !== gamesBefore)
    count(serve.breakPoints, receiver, side === receiver);
  const gamesAfter = state.score.player1.games + state.score.player2.games + state.score.setScores.length;
  if (state.score.isGameOver || gamesAfter !== gamesBefore)
    count(serve.serviceGames, server.team, side === server.team);
}

/** The games of the set a point just decided: those of the set in play, or of the set it won. */
function gamesAfter(state: MatchState): SidePair {
  const { score } = state;
  const won = state.last === 'game' ? undefined : score.setScores[score.setScores.length - 1];
  return won ?? { player1: score.player1.games, player2: score.player2.games };
}

/** Raises each side's largest lead in games to its lead in `games`. */
function trackLead(lead: Counter, games: SidePair): void {
  lead.player1 = Math.max(lead.player1, games.player1 - games.player2);
  lead.player2 = Math.max(lead.player2, games.player2 - games.player1);
}

/**
 * Statistics of the match told by `events`, started under `rules`. Events that change nothing (points
 * after the end of the match) are not counted, exactly as the scoreboard ignores them.
 */
export function matchStats(rules: Partial<MatchRules>, events: readonly MatchEvent[]): MatchStats {
  const points: Counter = { player1: 0, player2: 0 };
  const games: Counter = { player1: 0, player2: 0 };
  const longestRun: Counter = { player1: 0, player2: 0 };
  const tiebreaksWon: Counter = { player1: 0, player2: 0 };
  const superTiebreaksWon: Counter = { player1: 0, player2: 0 };
  let openingSetLead: Counter = { player1: 0, player2: 0 };
  let openingSetDone = false;
  const decidingPointsWon: Counter = { player1: 0, player2: 0 };
  const pointsBySet: Array<{ set: number; player1: number; player2: number }> = [];
  const momentum: number[] = [];
  let decidingPointsPlayed = 0;
  const serve = { servePoints: playedWon(), serviceGames: playedWon(), breakPoints: playedWon() };
  let runSide: 'player1' | 'player2' | null = null;
  let run = 0;

  let state: MatchState = initialMatchState(rules);
  for (const event of events) {
    const prev = state;
    state = applyEvent(prev, event);
    if (state === prev) continue;
    if (event.type === 'next_set' && !openingSetDone) openingSetLead = { player1: 0, player2: 0 };
    if (event.type !== 'point_won') continue;
    const side = event.side;

    points[side] += 1;
    let setEntry = pointsBySet[pointsBySet.length - 1];
    if (setEntry === undefined || setEntry.set !== prev.score.currentSet) {
      setEntry = { set: prev.score.currentSet, player1: 0, player2: 0 };
      pointsBySet.push(setEntry);
    }
    setEntry[side] += 1;
    momentum.push(points.player1 - points.player2);

    run = runSide === side ? run + 1 : 1;
    runSide = side;
    longestRun[side] = Math.max(longestRun[side], run);

    countServe(prev, state, side, serve);
    if (decidingPoint(prev.score, prev.rules) !== null) {
      decidingPointsPlayed += 1;
      decidingPointsWon[side] += 1;
    }
    // Every rally of a points race is one of its games (points-race.ts).
    const wonGame = prev.rules.race !== undefined || state.last === 'game' || state.last === 'set';
    if (wonGame || state.last === 'match') {
      games[side] += 1;
      if (!openingSetDone) trackLead(openingSetLead, gamesAfter(state));
    }
    if (state.last === 'set' || state.last === 'match') {
      openingSetDone = true;
      if (prev.score.isTiebreak) tiebreaksWon[side] += 1;
      if (isSuperTiebreak(prev.score)) superTiebreaksWon[side] += 1;
    }
  }

  const durationMs =
    state.startedAt !== null && state.updatedAt !== null ? Math.max(0, state.updatedAt - state.startedAt) : 0;
  return {
    points,
    pointsBySet,
    games,
    longestRun,
    sets: { player1: state.score.player1.sets, player2: state.score.player2.sets },
    tiebreaksWon,
    superTiebreaksWon,
    openingSetLead,
    decidingPointsPlayed,
    decidingPointsWon,
    momentum,
    durationMs,
    serve,
  };
}
