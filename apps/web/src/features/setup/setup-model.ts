import type { GameConfig } from '@marcador/contracts';
import { MAX_INVITED_PLAYERS, TEAM_COLORS } from '@marcador/contracts/limits';
import type { MatchRules, Sport } from '@marcador/domain';
import { DEFAULT_SESSION_MINUTES, resolveRules, SPORTS } from '@marcador/domain';
import type { StoredGameConfig } from '../../lib/match/game-config';
import { type DraftInvite, draftInvites, nextPlace, offeredPositions } from '../../lib/match/setup-draft';
import { DEFAULT_FORMAT } from './format-presets';
import { storedFormat } from './last-format';
import type { TournamentMatchRef } from './tournament-match';

export type TeamColor = (typeof TEAM_COLORS)[number];
export type { InvitePosition } from '../../lib/match/setup-draft';
export { MAX_INVITED_PLAYERS, offeredPositions, TEAM_COLORS };

export interface TeamDraft {
  name: string;
  color: TeamColor;
  players: [string, string];
}

/** An invited player: by e-mail, or by account (a player of the user's network, picked on /contacts). */
export type InviteDraft = DraftInvite;

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

/** A match's format apart from its sport, which the form asks on its own ("Deporte"). */
export type SetupFormat = Omit<MatchRules, 'sport' | 'race'>;

export interface SetupDraft {
  sport: Sport;
  isDoubles: boolean;
  team1: TeamDraft;
  team2: TeamDraft;
  skillLevel: string;
  invites: InviteDraft[];
  club: ClubDraft | null;
  format: SetupFormat;
}

/** The draft's format with its sport, as the match plays it. */
export function draftRules(draft: SetupDraft): MatchRules {
  return resolveRules({ ...draft.format, sport: draft.sport });
}

/** The draft playing `rules` (their sport included). */
export function withRules(draft: SetupDraft, rules: MatchRules): SetupDraft {
  return { ...draft, sport: rules.sport, format: formatPart(rules) };
}

function formatPart({ sport: _sport, race: _race, ...format }: MatchRules): SetupFormat {
  return format;
}

/** A blank form, playing `rules` (the last format chosen on this device, else the default). */
export function initialDraft(rules: MatchRules = DEFAULT_FORMAT): SetupDraft {
  return {
    sport: rules.sport,
    isDoubles: true,
    team1: { name: '', color: 'green', players: ['', ''] },
    team2: { name: '', color: 'blue', players: ['', ''] },
    skillLevel: '',
    invites: [],
    club: null,
    format: formatPart(rules),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function restoreTeam(stored: unknown, fallback: TeamDraft): TeamDraft {
  if (!isObject(stored)) return fallback;
  const { name, color, players } = stored;
  const [first, second, ...more] = Array.isArray(players) ? players : [];
  return {
    name: isText(name) ? name : fallback.name,
    color: (TEAM_COLORS as readonly unknown[]).includes(color) ? (color as TeamColor) : fallback.color,
    players: isText(first) && isText(second) && more.length === 0 ? [first, second] : fallback.players,
  };
}

function restoreClub(stored: unknown): ClubDraft | null {
  if (!isObject(stored)) return null;
  const text = (key: string) => (isText(stored[key]) ? stored[key] : '');
  const courts = stored.venueCourts;
  return {
    ...(isText(stored.id) ? { id: stored.id } : {}),
    name: text('name'),
    courtName: text('courtName'),
    address: text('address'),
    sessionDuration: text('sessionDuration'),
    description: text('description'),
    ...(Array.isArray(courts) && courts.every(isText) ? { venueCourts: courts } : {}),
  };
}

/**
 * The draft kept in this tab (lib/match/setup-draft.ts) as a form draft: each field as stored when
 * it is one the form can hold, else `initial`'s (storage is a hint, not a trusted source).
 */
export function restoreDraft(stored: unknown, initial: SetupDraft = initialDraft()): SetupDraft {
  if (!isObject(stored)) return initial;
  const sport = SPORTS.includes(stored.sport as Sport) ? (stored.sport as Sport) : initial.sport;
  const format = isObject(stored.format) ? storedFormat({ ...stored.format, sport }) : null;
  return {
    sport,
    isDoubles: typeof stored.isDoubles === 'boolean' ? stored.isDoubles : initial.isDoubles,
    team1: restoreTeam(stored.team1, initial.team1),
    team2: restoreTeam(stored.team2, initial.team2),
    skillLevel: isText(stored.skillLevel) ? stored.skillLevel : initial.skillLevel,
    invites: draftInvites(stored).slice(0, MAX_INVITED_PLAYERS),
    club: restoreClub(stored.club),
    format: format ? formatPart(format) : initial.format,
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

/** Room for one more invitee: under 3 (spec), with a place of the game type free for them. */
export function canAddInvite(invites: readonly InviteDraft[], isDoubles: boolean): boolean {
  return nextPlace({ invites, isDoubles }) !== undefined;
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
  const offered = offeredPositions(draft.isDoubles);
  draft.invites.forEach((invite, index) => {
    if (invite.userId === undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(invite.email.trim()))
      issues[`invites.${index}.email`] = 'setup.invites.emailInvalid';
    // A place the game type has not (a doubles place after switching to singles), or an earlier invitee's.
    const taken = draft.invites.slice(0, index).some((other) => other.position === invite.position);
    if (!offered.includes(invite.position) || taken)
      issues[`invites.${index}.position`] = 'setup.invites.positionTaken';
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

/**
 * The configuration /app plays, with a fresh client id for the match and the whole format in `rules`
 * (tennis as padel). A tournament's match keeps its reference (where the result goes) and plays the
 * race to its points per match (decision 043's hand-over: `rules: { ...rules, race }`).
 */
export function buildGameConfig(
  draft: SetupDraft,
  tournament: TournamentMatchRef | null,
  matchId: string,
): StoredGameConfig {
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
  return {
    matchId,
    isDoubles: draft.isDoubles,
    isPadel: draft.sport === 'padel',
    tournamentMode: tournament !== null,
    team1: team(draft.team1, draft.isDoubles),
    team2: team(draft.team2, draft.isDoubles),
    invitedPlayers: draft.invites.map(({ email, name, position, userId }) =>
      userId === undefined
        ? { email: email.trim(), name: name.trim(), position }
        : { userId, name: name.trim(), position },
    ),
    club,
    sessionDuration: minutes,
    tournament: tournament
      ? { tournamentId: tournament.tournamentId, matchId: tournament.matchId, round: tournament.round }
      : null,
    rules: tournament ? { ...draftRules(draft), race: { totalPoints: tournament.totalPoints } } : draftRules(draft),
    ...(draft.skillLevel ? { skillLevel: draft.skillLevel } : {}),
  };
}
