import type { TournamentDetail } from '@marcador/contracts';
import type { SetupDraft, SetupFlags, TeamDraft } from './setup-model';

/** The tournament match /setup scores (decision 045): where its result goes and the race to play. */
export interface TournamentMatchRef {
  readonly tournamentId: string;
  readonly matchId: string;
  readonly round: number;
  /** The tournament's points per match: the race's total. */
  readonly totalPoints: number;
}

/** The tournament and match the flags name, when they name one (spec: `fromTournament` or `tournament=true`). */
export function flaggedTournamentMatch(flags: SetupFlags): { tournamentId: string; matchId: string } | null {
  if (!(flags.fromTournament || flags.tournament) || !flags.tournamentId || !flags.matchId) return null;
  return { tournamentId: flags.tournamentId, matchId: flags.matchId };
}

/** What the tournament says of the flagged match: ready to prefill, gone, or already played. */
export type TournamentMatchLookup =
  | { readonly kind: 'ready'; readonly ref: TournamentMatchRef; readonly draft: SetupDraft }
  | { readonly kind: 'missing' }
  | { readonly kind: 'completed' };

/** The team name field holds 40 characters; two long names are cut rather than refused. */
const TEAM_NAME_MAX = 40;

function teamOf(players: readonly { name: string }[], color: TeamDraft['color']): TeamDraft {
  const [first = '', second = ''] = players.map((player) => player.name);
  const joined = `${first} / ${second}`;
  return {
    name: joined.length <= TEAM_NAME_MAX ? joined : `${joined.slice(0, TEAM_NAME_MAX - 1)}…`,
    color,
    players: [first, second],
  };
}

/**
 * The set-up of one tournament match: padel doubles, team 1 the tournament's team A and team 2 its
 * team B (the result is written back in that order), the colours kept from the draft; the race to
 * the tournament's points per match. Invitations and the club of the draft are left out: a
 * tournament match belongs to the tournament.
 */
export function tournamentMatchDraft(
  detail: TournamentDetail,
  matchId: string,
  draft: SetupDraft,
): TournamentMatchLookup {
  for (const round of detail.rounds) {
    const match = round.matches.find((candidate) => candidate.id === matchId);
    if (!match) continue;
    if (match.status === 'completed') return { kind: 'completed' };
    return {
      kind: 'ready',
      ref: {
        tournamentId: detail.tournament.id,
        matchId,
        round: round.number,
        totalPoints: detail.tournament.pointsPerMatch,
      },
      draft: {
        ...draft,
        sport: 'padel',
        isDoubles: true,
        team1: teamOf(match.teamA, draft.team1.color),
        team2: teamOf(match.teamB, draft.team2.color),
        invites: [],
        club: null,
      },
    };
  }
  return { kind: 'missing' };
}
