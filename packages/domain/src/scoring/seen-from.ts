import type { Side } from './score-state';
import { otherSide } from './score-state';
import { type SideDefaults, type SidesConfig, seatedPlayers, seatPosition, sideName } from './side-name';

/** A place in a match: its side and its order there (0 the first; singles has only 0). */
export interface Seat {
  readonly side: Side;
  readonly index: 0 | 1;
}

/** The place an invite position names ('team2_1': team 2's first); null for any other text. */
export function seatOf(position: string): Seat | null {
  const found = /^team([12])_([12])$/.exec(position);
  if (!found) return null;
  return { side: found[1] === '1' ? 'player1' : 'player2', index: found[2] === '1' ? 0 : 1 };
}

/**
 * The set-up with the scorer's name in team 1's first place when nobody typed one there and no invitee
 * holds it: the scorer plays there (the views of the match's other players, its records and e-mails).
 */
export function withScorer<C extends SidesConfig>(config: C, scorer: string): C {
  const [first = '', ...rest] = config.team1.players;
  const scorerPlace = seatPosition('player1', 0);
  if (first.trim() || config.invitedPlayers?.some((invitee) => invitee.position === scorerPlace)) return config;
  return { ...config, team1: { ...config.team1, players: [scorer, ...rest] } };
}

/** A match as one of its players saw it from their place. */
export interface SeenFrom {
  /** The side they played on. */
  readonly side: Side;
  /** Who played beside them: the other place of their side in doubles ('' when unnamed, and in singles). */
  readonly partner: string;
  /** The side they played against, named as every screen names it (`sideName`). */
  readonly rivals: string;
}

/** The match seen from `seat`: the player's side, their partner and their rivals. */
export function seenFrom(config: SidesConfig, seat: Seat, defaults: SideDefaults): SeenFrom {
  const partner = config.isDoubles ? (seatedPlayers(config, seat.side)[seat.index === 0 ? 1 : 0] ?? '') : '';
  return { side: seat.side, partner, rivals: sideName(config, otherSide(seat.side), defaults) };
}

/** A match's result for the player on `side`: won or lost, a draw, or null while it has none. */
export function resultFor(result: Side | 'draw' | null, side: Side): 'won' | 'lost' | 'draw' | null {
  if (result === null || result === 'draw') return result;
  return result === side ? 'won' : 'lost';
}
