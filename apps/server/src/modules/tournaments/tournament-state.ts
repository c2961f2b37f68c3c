/**
 * What the service reads of a stored tournament, without I/O: the engine's view of it (names,
 * rounds, roster), the answer's shape, and where the tournament stands (current round and match).
 */
import type { TournamentDetail, TournamentMatchDetail, TournamentSummary } from '@marcador/contracts';
import {
  currentAndUpcoming,
  rosterStandings,
  type TournamentFormat,
  type TournamentRoster,
  type TournamentRound,
} from '@marcador/domain';
import type { RoundToStore, StoredTournament, TournamentMatchRow, TournamentRow } from './tournaments.repository';

/** The engine's roster: players still in by position, then those who withdrew. */
export function rosterOf({ players }: StoredTournament): TournamentRoster {
  return {
    players: players.filter((p) => p.withdrawnAt === null).map((p) => p.name),
    withdrawn: players.filter((p) => p.withdrawnAt !== null).map((p) => p.name),
  };
}

/** A match counts in the standings once completed with a score it was played for. */
const counted = (match: TournamentMatchRow) =>
  match.status === 'completed' && !match.unplayed && match.scoreA !== null && match.scoreB !== null;

/** The engine's rounds (names, and a score only for the matches that count), in schedule order. */
export function engineRounds(stored: StoredTournament, upTo = Number.POSITIVE_INFINITY): TournamentRound[] {
  const name = new Map(stored.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => name.get(id) as string;
  return stored.rounds
    .filter((round) => round.roundNumber <= upTo)
    .map((round) => ({
      number: round.roundNumber,
      resting: round.resting.map(nameOf),
      matches: stored.matches
        .filter((match) => match.roundId === round.id)
        .map((match) => ({
          court: match.courtNumber,
          team1: [nameOf(match.teamAPlayer1), nameOf(match.teamAPlayer2)] as [string, string],
          team2: [nameOf(match.teamBPlayer1), nameOf(match.teamBPlayer2)] as [string, string],
          ...(counted(match) ? { score: { team1: match.scoreA as number, team2: match.scoreB as number } } : {}),
        })),
    }));
}

/** Engine rounds to store, players named by their tournament_players ids. */
export function roundsToStore(rounds: TournamentRound[], idByName: ReadonlyMap<string, string>): RoundToStore[] {
  const id = (name: string) => {
    const found = idByName.get(name);
    if (found === undefined) throw new Error(`the engine drew "${name}", who is not in the tournament`);
    return found;
  };
  return rounds.map((round) => ({
    roundNumber: round.number,
    resting: round.resting.map(id),
    matches: round.matches.map((match) => ({
      courtNumber: match.court,
      teamA: [id(match.team1[0]), id(match.team1[1])],
      teamB: [id(match.team2[0]), id(match.team2[1])],
    })),
  }));
}

const roundNumberOf = (stored: StoredTournament) => {
  const numbers = new Map(stored.rounds.map((round) => [round.id, round.roundNumber]));
  return (match: TournamentMatchRow) => numbers.get(match.roundId) as number;
};

/**
 * Where the tournament stands: the first round with a match not completed (the last round once all
 * are), and the dashboard's current match there (domain currentAndUpcoming).
 */
export function progressOf(stored: StoredTournament): { currentRound: number; currentMatch: string | null } {
  const roundOf = roundNumberOf(stored);
  const open = stored.matches.filter((match) => match.status !== 'completed').map(roundOf);
  const last = stored.rounds.at(-1)?.roundNumber ?? 1;
  const currentRound = open.length > 0 ? Math.min(...open) : last;
  const tracked = stored.matches.map((match) => ({
    id: match.id,
    roundNumber: roundOf(match),
    court: match.courtNumber,
    status: match.status as TournamentMatchDetail['status'],
  }));
  return { currentRound, currentMatch: currentAndUpcoming(tracked, currentRound).current?.id ?? null };
}

/**
 * Rounds a change of players keeps (decision 044): every round up to the last one with a match
 * started or completed, so no result is ever thrown away; a round nobody has started is planned
 * again, the new roster in it.
 */
export function keptRoundCount(stored: StoredTournament): number {
  const roundOf = roundNumberOf(stored);
  return Math.max(0, ...stored.matches.filter((match) => match.status !== 'pending').map(roundOf));
}

export function summaryOf(row: TournamentRow): TournamentSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status as TournamentSummary['status'],
    format: row.format as TournamentFormat,
    sport: 'padel',
    currentRound: row.currentRound,
    totalRounds: row.totalRounds,
    pointsPerMatch: row.pointsPerMatch,
    courts: row.courts,
    venueId: row.venueId,
    organiserId: row.createdBy,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The whole tournament as the API answers it. */
export function detailOf(stored: StoredTournament, canManage: boolean): TournamentDetail {
  const ref = new Map(stored.players.map((p) => [p.id, { id: p.id, name: p.name }]));
  const refOf = (id: string) => ref.get(id) as { id: string; name: string };
  const idByName = new Map(stored.players.map((p) => [p.name, p.id]));
  return {
    tournament: { ...summaryOf(stored.tournament), currentMatchId: stored.tournament.currentMatch, canManage },
    players: stored.players.map((p) => ({
      id: p.id,
      name: p.name,
      userId: p.userId,
      position: p.position,
      late: p.late,
      withdrawn: p.withdrawnAt !== null,
    })),
    rounds: stored.rounds.map((round) => ({
      number: round.roundNumber,
      resting: round.resting.map(refOf),
      matches: stored.matches
        .filter((match) => match.roundId === round.id)
        .map((match) => ({
          id: match.id,
          roundNumber: round.roundNumber,
          court: match.courtNumber,
          status: match.status as TournamentMatchDetail['status'],
          teamA: [refOf(match.teamAPlayer1), refOf(match.teamAPlayer2)],
          teamB: [refOf(match.teamBPlayer1), refOf(match.teamBPlayer2)],
          scoreA: match.scoreA,
          scoreB: match.scoreB,
          unplayed: match.unplayed,
          completedAt: match.completedAt?.getTime() ?? null,
          revision: match.revision,
        })),
    })),
    standings: rosterStandings(rosterOf(stored), engineRounds(stored)).map(({ player, ...line }) => ({
      ...line,
      player: refOf(idByName.get(player) as string),
    })),
  };
}
