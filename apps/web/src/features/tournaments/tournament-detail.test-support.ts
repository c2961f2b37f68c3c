import type { TournamentDetail, TournamentMatchDetail } from '@marcador/contracts';

/** A player of the test tournaments: id `id-<name>`. */
export const ref = (name: string) => ({ id: `id-${name}`, name });

/** A match of round `round` on `court`: the first two names are team A. */
export function testMatch(
  round: number,
  court: number,
  names: readonly string[],
  score?: readonly [number, number],
  extra: Partial<TournamentMatchDetail> = {},
): TournamentMatchDetail {
  return {
    id: `r${round}c${court}`,
    roundNumber: round,
    court,
    status: score ? 'completed' : 'pending',
    teamA: names.slice(0, 2).map(ref),
    teamB: names.slice(2, 4).map(ref),
    scoreA: score?.[0] ?? null,
    scoreB: score?.[1] ?? null,
    unplayed: false,
    completedAt: score ? 1 : null,
    revision: score ? 1 : 0,
    ...extra,
  };
}

/** A tournament of `players` whose rounds and standings the test gives; the viewer manages it. */
export function testDetail(
  players: readonly string[],
  rounds: TournamentDetail['rounds'],
  standings: TournamentDetail['standings'] = [],
): TournamentDetail {
  return {
    tournament: {
      id: 't1',
      name: 'Torneo del club',
      status: 'active',
      format: 'americano',
      sport: 'padel',
      currentRound: 1,
      totalRounds: rounds.length,
      pointsPerMatch: 21,
      courts: 2,
      venueId: null,
      organiserId: 'u1',
      createdAt: 1,
      updatedAt: 1,
      currentMatchId: null,
      canManage: true,
    },
    players: players.map((name, position) => ({ ...ref(name), userId: null, position, late: false, withdrawn: false })),
    rounds,
    standings,
  };
}

/** A standings line as the server sends it. */
export function testStanding(name: string, played: number, wins: number, difference: number, withdrawn = false) {
  return {
    player: ref(name),
    matchesPlayed: played,
    wins,
    losses: played - wins,
    pointsFor: 0,
    pointsAgainst: 0,
    pointDifference: difference,
    performanceScore: 3 * wins + difference,
    withdrawn,
  };
}
