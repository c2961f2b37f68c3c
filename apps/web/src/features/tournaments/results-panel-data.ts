import type { TournamentDetail, TournamentMatchDetail } from '@marcador/contracts';

/** A line of the standings tab: the engine's order, with the win percentage the spec's table shows. */
export interface StandingRow {
  position: number;
  playerId: string;
  name: string;
  played: number;
  /** Whole percent of matches played that were won; 0 before any. */
  winPercent: number;
  wins: number;
  losses: number;
  difference: number;
  withdrawn: boolean;
}

export function standingRows(detail: TournamentDetail): StandingRow[] {
  return detail.standings.map((line, index) => ({
    position: index + 1,
    playerId: line.player.id,
    name: line.player.name,
    played: line.matchesPlayed,
    winPercent: line.matchesPlayed === 0 ? 0 : Math.round((100 * line.wins) / line.matchesPlayed),
    wins: line.wins,
    losses: line.losses,
    difference: line.pointDifference,
    withdrawn: line.withdrawn,
  }));
}

/** A tile of the performance tab: what one round was for one player. */
export type RoundTile =
  | { round: number; kind: 'win' | 'loss' | 'draw'; points: number; against: number }
  | { round: number; kind: 'rest' | 'pending' };

export interface PlayerPerformance {
  playerId: string;
  name: string;
  tiles: RoundTile[];
}

/** A score counts once entered; an unplayed 0-0 (a tournament finished early) does not (decision 044). */
export function scoreOf(match: TournamentMatchDetail): { a: number; b: number } | null {
  if (match.scoreA === null || match.scoreB === null || match.unplayed) return null;
  return { a: match.scoreA, b: match.scoreB };
}

function tileOf(round: TournamentDetail['rounds'][number], playerId: string): RoundTile | null {
  const match = round.matches.find((m) => [...m.teamA, ...m.teamB].some((player) => player.id === playerId));
  if (!match)
    return round.resting.some((player) => player.id === playerId) ? { round: round.number, kind: 'rest' } : null;
  const score = scoreOf(match);
  if (!score) return { round: round.number, kind: 'pending' };
  const onA = match.teamA.some((player) => player.id === playerId);
  const [points, against] = onA ? [score.a, score.b] : [score.b, score.a];
  const kind = points > against ? 'win' : points < against ? 'loss' : 'draw';
  return { round: round.number, kind, points, against };
}

/**
 * Every player in standings order with one tile per round drawn: won, lost or drawn with the score,
 * rested, or not played yet. A round before a late player came (or after one withdrew) has no tile.
 */
export function performanceOf(detail: TournamentDetail): PlayerPerformance[] {
  return detail.standings.map(({ player }) => ({
    playerId: player.id,
    name: player.name,
    tiles: detail.rounds.flatMap((round) => tileOf(round, player.id) ?? []),
  }));
}
