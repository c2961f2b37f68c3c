import type { TournamentRound } from './tournament-round';
import { validateTournamentPlayers } from './validate-players';
import type { IndexedRounds } from './validate-rounds';
import { indexRounds } from './validate-rounds';

/** Points a win adds to the performance score (spec section 9); the point difference is added to it. */
export const PERFORMANCE_POINTS_PER_WIN = 3;

/** One line of the standings table (spec section 3, derived standings). */
export interface TournamentStanding {
  player: string;
  /** Matches with a score; a match without one has not been played yet. */
  matchesPlayed: number;
  wins: number;
  /** Losses; a match with equal scores is neither a win nor a loss. */
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDifference: number;
  /** 3 per win plus the point difference. */
  performanceScore: number;
}

/** How a player's match ended: `draw` when both teams scored the same. */
export type TournamentMatchResult = 'win' | 'loss' | 'draw';

/** One tile of the performance tab: a player's scored match in one round. */
export interface PlayerRoundResult {
  roundNumber: number;
  court: number;
  partner: string;
  opponents: [string, string];
  /** Points the player's team scored. */
  points: number;
  pointsAgainst: number;
  result: TournamentMatchResult;
}

/** A player's scored matches, round by round. */
export interface PlayerResults {
  player: string;
  results: PlayerRoundResult[];
}

/** Orders names alphabetically ignoring case, with a code-unit comparison so the order is total. */
export function compareNames(a: string, b: string): number {
  const byLocale = a.localeCompare(b, 'en', { sensitivity: 'base' });
  if (byLocale !== 0) return byLocale;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Standings order: point difference, then wins, then points for (all highest first), then name.
 * Exported so mexicano rounds rank players exactly as the standings table shows them.
 */
export function compareStandings(a: TournamentStanding, b: TournamentStanding): number {
  return (
    b.pointDifference - a.pointDifference ||
    b.wins - a.wins ||
    b.pointsFor - a.pointsFor ||
    compareNames(a.player, b.player)
  );
}

/** Standings from rounds already checked against `players`. */
export function standingsFromIndexed(players: readonly string[], rounds: IndexedRounds): TournamentStanding[] {
  const rows = players.map(
    (player): TournamentStanding => ({
      player,
      matchesPlayed: 0,
      wins: 0,
      losses: 0,
      pointsFor: 0,
      pointsAgainst: 0,
      pointDifference: 0,
      performanceScore: 0,
    }),
  );
  for (const match of rounds.flat()) {
    if (!match.score) continue;
    const { team1, team2 } = match.score;
    match.players.forEach((index, seat) => {
      const row = rows[index] as TournamentStanding;
      const own = seat < 2 ? team1 : team2;
      const other = seat < 2 ? team2 : team1;
      row.matchesPlayed++;
      row.pointsFor += own;
      row.pointsAgainst += other;
      if (own > other) row.wins++;
      else if (own < other) row.losses++;
    });
  }
  for (const row of rows) {
    row.pointDifference = row.pointsFor - row.pointsAgainst;
    row.performanceScore = PERFORMANCE_POINTS_PER_WIN * row.wins + row.pointDifference;
  }
  return rows.sort(compareStandings);
}

/**
 * The standings table in ranking order (spec sections 3 and 9): only matches with a score count.
 * Throws {@link TournamentInputError} for an invalid player list or a round naming an unknown player,
 * a player twice, or a score that is not two whole numbers of at least 0.
 */
export function tournamentStandings(players: string[], rounds: TournamentRound[]): TournamentStanding[] {
  validateTournamentPlayers(players);
  return standingsFromIndexed(players, indexRounds(players, rounds));
}

/**
 * Every player's scored matches round by round, in the order of `players` (the performance tab).
 * Rounds a player rested, and matches without a score, have no entry.
 */
export function playerRoundResults(players: string[], rounds: TournamentRound[]): PlayerResults[] {
  validateTournamentPlayers(players);
  const byPlayer: PlayerResults[] = players.map((player) => ({ player, results: [] }));
  for (const match of indexRounds(players, rounds).flat()) {
    if (!match.score) continue;
    const [a, b, c, d] = match.players;
    const seats: [number, number, [number, number], number, number][] = [
      [a, b, [c, d], match.score.team1, match.score.team2],
      [b, a, [c, d], match.score.team1, match.score.team2],
      [c, d, [a, b], match.score.team2, match.score.team1],
      [d, c, [a, b], match.score.team2, match.score.team1],
    ];
    for (const [self, partner, opponents, points, against] of seats) {
      byPlayer[self]?.results.push({
        roundNumber: match.round,
        court: match.court,
        partner: players[partner] as string,
        opponents: [players[opponents[0]] as string, players[opponents[1]] as string],
        points,
        pointsAgainst: against,
        result: points > against ? 'win' : points < against ? 'loss' : 'draw',
      });
    }
  }
  return byPlayer;
}
