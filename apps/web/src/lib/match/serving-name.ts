import type { PublicLiveMatch } from '@marcador/contracts';
import type { Side } from '@marcador/domain';

/**
 * Who serves the next point of a shared match, named as the screens say it: in doubles the player's
 * typed name, else the team as `teamLabel` names it (singles, or a player with no name). Null when
 * nobody can tell (no serve chosen, the match over).
 */
export function servingName(
  view: Pick<PublicLiveMatch, 'isDoubles' | 'team1' | 'team2' | 'server'>,
  teamLabel: (side: Side) => string,
): string | null {
  const { server } = view;
  if (!server) return null;
  const team = server.team === 'player1' ? view.team1 : view.team2;
  const player = view.isDoubles ? (team.players[server.player] ?? '').trim() : '';
  return player || teamLabel(server.team);
}
