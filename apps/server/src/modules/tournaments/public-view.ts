import type { PublicTournament, PublicTournamentRound, TournamentDetail } from '@marcador/contracts';

type DetailRound = TournamentDetail['rounds'][number];

const names = (players: { name: string }[]) => players.map((player) => player.name);

const publicRound = (round: DetailRound): PublicTournamentRound => ({
  number: round.number,
  matches: round.matches.map((match) => ({
    court: match.court,
    status: match.status,
    teamA: names(match.teamA),
    teamB: names(match.teamB),
    scoreA: match.scoreA,
    scoreB: match.scoreB,
  })),
  resting: names(round.resting),
});

/**
 * What a spectator sees of a tournament (decision 046): names and scores, the round in play and the
 * next one, the standings; no id of a player, an account or the organiser.
 */
export function publicViewOf(detail: TournamentDetail): PublicTournament {
  const { tournament, rounds, standings } = detail;
  const at = (number: number) => rounds.find((round) => round.number === number);
  const current = at(tournament.currentRound);
  const next = at(tournament.currentRound + 1);
  return {
    name: tournament.name,
    format: tournament.format,
    status: tournament.status,
    totalRounds: tournament.totalRounds,
    currentRound: current ? publicRound(current) : null,
    nextRound: next ? publicRound(next) : null,
    standings: standings.map((line, index) => ({
      position: index + 1,
      name: line.player.name,
      played: line.matchesPlayed,
      wins: line.wins,
      pointDifference: line.pointDifference,
      withdrawn: line.withdrawn,
    })),
    updatedAt: tournament.updatedAt,
  };
}
