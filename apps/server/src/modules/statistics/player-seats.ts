/**
 * Who sat where in a finished match, seen from each registered player: the roster of the finish
 * (`matchRoster`) turned into the people the per-player record names. Pure.
 */
import type { GameConfig } from '@marcador/contracts';
import type { MatchClub, MatchPerson, Side } from '@marcador/domain';
import type { RosterPlayer } from '../matches/match-completion';

/** A registered player's place in the match: their side, their partner (doubles) and the other team. */
export interface PlayerSeat {
  userId: string;
  side: Side;
  partner: MatchPerson | null;
  opponents: MatchPerson[];
}

const person = (player: RosterPlayer): MatchPerson => ({ userId: player.user_id, name: player.name });
const sideOf = (team: 1 | 2): Side => (team === 1 ? 'player1' : 'player2');

/**
 * One seat per registered player of the roster (the creator included), once per account even if a
 * roster named the same account twice; players without an account appear only as the names of
 * others' partners and opponents. Singles seat the first player of each team only.
 */
export function playerSeats(roster: readonly RosterPlayer[], isDoubles: boolean): PlayerSeat[] {
  const players = isDoubles ? roster : roster.filter((player) => player.position === 1);
  const seats = new Map<string, PlayerSeat>();
  for (const player of players) {
    if (player.user_id === null || seats.has(player.user_id)) continue;
    const partner = players.find((other) => other.team === player.team && other.position !== player.position);
    seats.set(player.user_id, {
      userId: player.user_id,
      side: sideOf(player.team),
      partner: partner ? person(partner) : null,
      opponents: players.filter((other) => other.team !== player.team).map(person),
    });
  }
  return [...seats.values()];
}

/** The club of the match: a venue of the directory keeps its id; a club typed in (`manual_...`) is its name only. */
export function matchClub(config: GameConfig): MatchClub | null {
  const { club } = config;
  if (!club) return null;
  const registered = club.id !== undefined && !club.id.startsWith('manual_');
  return { id: registered ? (club.id ?? null) : null, name: club.name };
}
