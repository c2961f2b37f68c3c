import type { TeamNames } from './announcements';
import type { MatchState } from './apply-event';
import type { Server } from './serve';
import { currentServer, turnEndedAfterPoint } from './serve';

/** The server of the next point with the name to show and say, or null when nobody can tell. */
export interface NamedServer extends Server {
  /** In doubles the player's name (when one was typed), else the team's. */
  readonly name: string;
}

/**
 * Who serves the next point, named: the player in doubles (a team with two players listed), the team
 * otherwise, or when the player has no name. Null when no serve was chosen or the match is over.
 */
export function serverOf(state: MatchState, teams: TeamNames): NamedServer | null {
  const server = currentServer(state.serve, state.score, state.rules);
  return server === null ? null : { ...server, name: serverName(server, teams) };
}

/** The name a server goes by: the player in doubles (two players listed) when named, else the team. */
export function serverName(server: Pick<Server, 'team' | 'player'>, teams: TeamNames): string {
  const players = teams.players?.[server.team] ?? [];
  const player = players.length === 2 ? (players[server.player] ?? '').trim() : '';
  return player || teams[server.team];
}

/** The last event gave the next point another server than the point before it (or chose one). */
export function serverChanged(state: MatchState): boolean {
  if (!state.serve || state.score.isGameOver) return false;
  switch (state.last) {
    case 'game':
    case 'set':
    case 'next_set':
    case 'serve_order':
      return true;
    case 'point':
      return turnEndedAfterPoint(state.score, state.rules);
    default:
      return false;
  }
}
