import type { GameConfig } from '@marcador/contracts';
import { racePoints, type ScoreState } from '@marcador/domain';
import type { TournamentResult } from '../../lib/match/tournament-result';

/**
 * The result a finished (or ended by hand) tournament match writes back: the race's points, team 1
 * being the tournament's team A (/setup puts team A there). Null for a match of no tournament. Here
 * rather than beside the sync: the sync loads with /setup too, which has no use for the race's rules.
 */
export function tournamentResultOf(config: Pick<GameConfig, 'tournament'>, score: ScoreState): TournamentResult | null {
  if (!config.tournament) return null;
  const { player1, player2 } = racePoints(score);
  return { scoreA: player1, scoreB: player2 };
}
