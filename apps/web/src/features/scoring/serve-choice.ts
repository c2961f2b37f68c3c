import type { GameConfig } from '@marcador/contracts';
import {
  type MatchState,
  type PlayerIndex,
  type ScoreState,
  type Side,
  serveOrderNow,
  setInPlayBegun,
} from '@marcador/domain';

/** Who serves the next point and, per team, which of its two players serves that team's next turn. */
export interface ServeChoice {
  readonly server: Side;
  readonly player1: PlayerIndex;
  readonly player2: PlayerIndex;
}

/** What a match starts with unless the players choose otherwise: team 1, each team's first player. */
export const DEFAULT_SERVE_CHOICE: ServeChoice = { server: 'player1', player1: 0, player2: 0 };

/** A coin toss for the first serve, from the browser's cryptographic generator: no side is likelier. */
export function coinToss(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): Side {
  const [byte = 0] = random(new Uint8Array(1));
  return byte % 2 === 0 ? 'player1' : 'player2';
}

/** Doubles with two player places on each side: only then is there a player order to choose. */
export function hasPlayerOrder(config: Pick<GameConfig, 'isDoubles' | 'team1' | 'team2'>): boolean {
  return config.isDoubles && config.team1.players.length === 2 && config.team2.players.length === 2;
}

/**
 * The serve as the log stands at the next point, as a choice to correct (each team's player due), or
 * null when no serve was chosen or the match is over.
 */
export function currentChoice(state: MatchState): ServeChoice | null {
  const now = serveOrderNow(state.serve, state.score, state.rules);
  return now === null ? null : { server: now.team, player1: now.player1, player2: now.player2 };
}

export function sameChoice(a: ServeChoice, b: ServeChoice): boolean {
  return a.server === b.server && a.player1 === b.player1 && a.player2 === b.player2;
}

/**
 * The set in play, while no point of it is played yet (0 for a match over, or a set under way): when it
 * changes to a later set, the doubles teams may change their order (ITF rule 14).
 */
export function setAwaitingFirstPoint(score: ScoreState): number {
  return score.isGameOver || setInPlayBegun(score) ? 0 : score.currentSet;
}
