import { racePoints } from './points-race';
import type { MatchRules } from './rules';
import type { ScoreState, Side } from './score-state';

/*
 * Who serves, derived by the fold from the log (ITF rules 5, 10 and 14; the FIP's the same), never kept
 * beside it: undo, corrections, replays and the server's copy always agree.
 *
 * The serve moves through a rotation of service turns: team A's next player, team B's next player, A's
 * other player, B's other player (A1, B1, A2, B2). One turn is a game; in a tie-break the first turn is
 * one point and every later turn two (A, B, B, A, A, ...); in a points race every turn is
 * `RACE_SERVES_PER_TURN` points. A tie-break counts as one game of the rotation: the team that served
 * its first point receives first in the next set. Singles use the same rotation, and a team's player
 * index is simply not shown there.
 */

/** Which of a team's two players: the first (0) or the second (1) named. */
export type PlayerIndex = 0 | 1;

/**
 * The serve as the fold keeps it. `team` serves the service turn in play, with its player `player1` or
 * `player2` (each team's index is the player who serves that team's next turn). In a game that is the
 * game's server; in a tie-break or a race the rotation was anchored `from` points into it (0 when it
 * began there), and the point's server is counted on from that anchor.
 */
export interface Serve {
  readonly team: Side;
  readonly player1: PlayerIndex;
  readonly player2: PlayerIndex;
  readonly from: number;
}

/** The server of the next point and the court (right: deuce; left: ad) the serve goes from. */
export interface Server {
  readonly team: Side;
  readonly player: PlayerIndex;
  readonly court: 'deuce' | 'ad';
}

/**
 * Serves in a row per player in a points race (americano, mexicano): a common club rule that gives each
 * of the four players the same number of serves in races of 16 and 32 points (decision 061).
 */
export const RACE_SERVES_PER_TURN = 4;

function other(side: Side): Side {
  return side === 'player1' ? 'player2' : 'player1';
}

function flip(index: PlayerIndex): PlayerIndex {
  return index === 0 ? 1 : 0;
}

function makeServe(team: Side, player1: PlayerIndex, player2: PlayerIndex, from: number): Serve {
  return { team, player1, player2, from };
}

/** The serve `turns` service turns on (a negative count goes back), anchored at `from`. */
export function rotateServe(serve: Serve, turns: number, from = serve.from): Serve {
  // Four turns bring the rotation back to where it was (each team's two players once each).
  const steps = ((turns % 4) + 4) % 4;
  let { team, player1, player2 } = serve;
  for (let i = 0; i < steps; i++) {
    if (team === 'player1') player1 = flip(player1);
    else player2 = flip(player2);
    team = other(team);
  }
  return makeServe(team, player1, player2, from);
}

/** The serve a `serve_order` event sets: `team` serves next, each team's player as given. */
export function chosenServe(team: Side, player1: PlayerIndex, player2: PlayerIndex, from: number): Serve {
  return makeServe(team, player1, player2, from);
}

/** The same serve, anchored at the same point. */
export function sameServe(a: Serve, b: Serve): boolean {
  return a.team === b.team && a.player1 === b.player1 && a.player2 === b.player2 && a.from === b.from;
}

/** True for the values a `serve_order` event may carry as a player index. */
export function isPlayerIndex(value: unknown): value is PlayerIndex {
  return value === 0 || value === 1;
}

/** Turns of a tie-break before its point `k` (0-based): the first point is one turn, then two points each. */
function tiebreakTurn(k: number): number {
  return Math.floor((k + 1) / 2);
}

function raceTurn(k: number): number {
  return Math.floor(k / RACE_SERVES_PER_TURN);
}

/** Points played so far in the tie-break or race in play; 0 in a game (the count a serve is anchored at). */
export function servePointsPlayed(score: ScoreState, rules: MatchRules): number {
  if (rules.race !== undefined) {
    const race = racePoints(score);
    return race.player1 + race.player2;
  }
  return score.isTiebreak ? score.tiebreakPoints.player1 + score.tiebreakPoints.player2 : 0;
}

/** The serve of the point after `played` points of the tie-break or race the serve is anchored in. */
function serveAt(serve: Serve, played: number, race: boolean): Serve {
  const turn = race ? raceTurn : tiebreakTurn;
  return rotateServe(serve, turn(played) - turn(serve.from));
}

/**
 * The serve after a point went from `prev` to `next`: the rotation moves on one turn after a game, and
 * after a set decided by games; after a tie-break, one turn on from the tie-break's first server (so its
 * first receiver serves the next set). Within a game, a tie-break and a race the anchor stays.
 */
export function serveAfterPoint(serve: Serve, prev: ScoreState, next: ScoreState, rules: MatchRules): Serve {
  if (rules.race !== undefined || next.isGameOver) return serve;
  if (prev.isTiebreak) {
    if (next.setScores.length === prev.setScores.length) return serve;
    return rotateServe(serveAt(serve, 0, false), 1, 0);
  }
  const gamesBefore = prev.player1.games + prev.player2.games + prev.setScores.length;
  const gamesAfter = next.player1.games + next.player2.games + next.setScores.length;
  return gamesAfter === gamesBefore ? serve : rotateServe(serve, 1, 0);
}

/**
 * The serve when a set is abandoned (`next_set`): the game in play was not finished, so whoever was due
 * to serve it serves the next set's first game; from a tie-break, whoever served its first point.
 */
export function serveAfterAbandonedSet(serve: Serve, score: ScoreState): Serve {
  return score.isTiebreak ? rotateServe(serveAt(serve, 0, false), 0, 0) : serve;
}

/**
 * Who serves the next point and from which court, or null when nobody can tell (no serve was chosen,
 * as in matches saved before serve tracking) or the match is over. The court follows the points played
 * in the game or tie-break (even: right/deuce court, odd: left/ad court); in a race, the serves of the turn.
 */
export function currentServer(serve: Serve | null | undefined, score: ScoreState, rules: MatchRules): Server | null {
  const now = serveOrderNow(serve, score, rules);
  if (now === null) return null;
  const played =
    rules.race !== undefined || score.isTiebreak
      ? servePointsPlayed(score, rules)
      : score.player1.points + score.player2.points;
  return { team: now.team, player: now[now.team], court: played % 2 === 0 ? 'deuce' : 'ad' };
}

/**
 * The rotation as it stands at the next point: the serving team and each team's player due to serve its
 * next turn (what a correction of the serve starts from), or null when nobody can tell or the match is over.
 */
export function serveOrderNow(serve: Serve | null | undefined, score: ScoreState, rules: MatchRules): Serve | null {
  // `undefined`: a fold stored before serve tracking, which has no `serve` at all.
  if (!serve || score.isGameOver) return null;
  const race = rules.race !== undefined;
  return race || score.isTiebreak ? serveAt(serve, servePointsPlayed(score, rules), race) : serve;
}

/**
 * The point just played ended a service turn inside a tie-break or a race, so the next point has another
 * server (in a game the server changes with the game).
 */
export function turnEndedAfterPoint(score: ScoreState, rules: MatchRules): boolean {
  const race = rules.race !== undefined;
  if (!race && !score.isTiebreak) return false;
  const played = servePointsPlayed(score, rules);
  const turn = race ? raceTurn : tiebreakTurn;
  return played > 0 && turn(played) !== turn(played - 1);
}
