import type { GameConfig } from '@marcador/contracts';
import { INVITE_POSITIONS, MAX_INVITED_PLAYERS, TEAM_COLORS } from '@marcador/contracts/limits';
import type { DeuceRule, FinalSetFormat, Sport } from '@marcador/domain';
import { DEFAULT_SESSION_MINUTES } from '@marcador/domain';
import type { StoredGameConfig } from '../../lib/match/game-config';

export type TeamColor = (typeof TEAM_COLORS)[number];
export type InvitePosition = (typeof INVITE_POSITIONS)[number];
export { INVITE_POSITIONS, MAX_INVITED_PLAYERS, TEAM_COLORS };

export interface TeamDraft {
  name: string;
  color: TeamColor;
  players: [string, string];
}

export interface InviteDraft {
  email: string;
  name: string;
  position: InvitePosition;
}

export interface ClubDraft {
  id?: string;
  name: string;
  courtName: string;
  address: string;
  sessionDuration: string;
  description: string;
  /**
   * Set for a venue chosen in the club search: the courts it offers (maybe none). Such a club is
   * the venue's, so it is not copied into the user's hand-made clubs.
   */
  venueCourts?: readonly string[];
}

export interface SetupDraft {
  sport: Sport;
  isDoubles: boolean;
  team1: TeamDraft;
  team2: TeamDraft;
  skillLevel: string;
  invites: InviteDraft[];
  club: ClubDraft | null;
  deuce: DeuceRule;
  finalSet: FinalSetFormat;
}

export function initialDraft(): SetupDraft {
  return {
    sport: 'padel',
    isDoubles: true,
    team1: { name: '', color: 'green', players: ['', ''] },
    team2: { name: '', color: 'blue', players: ['', ''] },
    skillLevel: '',
    invites: [],
    club: null,
    deuce: 'advantage',
    finalSet: 'full',
  };
}

/** Query flags of /setup (the tournament flow opens it with them). */
export interface SetupFlags {
  fromTournament: boolean;
  tournament: boolean;
  tournamentId: string | null;
  matchId: string | null;
}

export function parseSetupFlags(params: URLSearchParams): SetupFlags {
  const flag = (name: string) => params.get(name) === 'true' || params.get(name) === '1';
  return {
    fromTournament: flag('fromTournament'),
    tournament: flag('tournament'),
    tournamentId: params.get('tournamentId') || null,
    matchId: params.get('matchId') || null,
  };
}

export function canAddInvite(invites: readonly InviteDraft[]): boolean {
  return invites.length < MAX_INVITED_PLAYERS;
}

/** Message keys (match namespace) of the setup's problems, by field; empty when it can be saved. */
export function setupIssues(draft: SetupDraft): Record<string, string> {
  const issues: Record<string, string> = {};
  if (draft.club && !draft.club.name.trim()) issues['club.name'] = 'setup.club.nameRequired';
  if (draft.club?.sessionDuration) {
    const minutes = Number(draft.club.sessionDuration);
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 600)
      issues['club.sessionDuration'] = 'setup.club.minutesInvalid';
  }
  draft.invites.forEach((invite, index) => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(invite.email.trim()))
      issues[`invites.${index}.email`] = 'setup.invites.emailInvalid';
  });
  return issues;
}

function optional(value: string): string | undefined {
  return value.trim() ? value.trim() : undefined;
}

function team(draft: TeamDraft, isDoubles: boolean): GameConfig['team1'] {
  return {
    name: draft.name.trim(),
    color: draft.color,
    players: (isDoubles ? draft.players : [draft.players[0]]).map((player) => player.trim()),
  };
}

/** The configuration /app plays, with a fresh client id for the match. */
export function buildGameConfig(draft: SetupDraft, flags: SetupFlags, matchId: string): StoredGameConfig {
  const minutes = draft.club?.sessionDuration ? Number(draft.club.sessionDuration) : DEFAULT_SESSION_MINUTES;
  const club = draft.club
    ? {
        ...(draft.club.id ? { id: draft.club.id } : {}),
        name: draft.club.name.trim(),
        address: optional(draft.club.address),
        courtName: optional(draft.club.courtName),
        sessionDuration: minutes,
        description: optional(draft.club.description),
      }
    : null;
  const inTournament = (flags.tournament || flags.fromTournament) && flags.tournamentId && flags.matchId;
  return {
    matchId,
    isDoubles: draft.isDoubles,
    isPadel: draft.sport === 'padel',
    tournamentMode: Boolean(inTournament),
    team1: team(draft.team1, draft.isDoubles),
    team2: team(draft.team2, draft.isDoubles),
    invitedPlayers: draft.invites.map((invite) => ({
      email: invite.email.trim(),
      name: invite.name.trim(),
      position: invite.position,
    })),
    club,
    sessionDuration: minutes,
    tournament: inTournament
      ? { tournamentId: flags.tournamentId ?? '', matchId: flags.matchId ?? '', round: 1 }
      : null,
    rules: { sport: draft.sport, deuce: draft.sport === 'padel' ? draft.deuce : 'advantage', finalSet: draft.finalSet },
    ...(draft.skillLevel ? { skillLevel: draft.skillLevel } : {}),
  };
}
