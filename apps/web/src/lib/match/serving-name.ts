import type { PublicLiveMatch } from '@marcador/contracts';
import { type Side, serverName } from '@marcador/domain';

/**
 * Who serves the next point of a shared match, named as the screens say it (domain `serverName`): in
 * doubles the player's typed name, else the team as `teamLabel` names it (singles, or a player with no
 * name). Null when nobody can tell (no serve chosen, the match over).
 */
export function servingName(
  view: Pick<PublicLiveMatch, 'isDoubles' | 'team1' | 'team2' | 'server'>,
  teamLabel: (side: Side) => string,
): string | null {
  if (!view.server) return null;
  const teams = { player1: teamLabel('player1'), player2: teamLabel('player2') };
  const players = { player1: view.team1.players, player2: view.team2.players };
  return serverName(view.server, view.isDoubles ? { ...teams, players } : teams);
}
