import type { CreateTournamentRequest, TournamentPlayerInput } from '@marcador/contracts';
import {
  MIN_TOURNAMENT_PLAYERS,
  playerKey,
  RACE_TOTAL_MAX,
  RACE_TOTAL_MIN,
  RACE_TOTAL_PRESETS,
  type TournamentFormat,
} from '@marcador/domain';
import { ApiRequestError } from '../../lib/api';

/** The formats offered, in the spec's order (the contracts' list; the web app imports no zod). */
export const FORMATS: readonly TournamentFormat[] = ['americano', 'mexicano', 'amexicano'];

/** What the organiser has typed so far; `points` is a preset or the custom field's text. */
export interface SetupDraft {
  name: string;
  players: TournamentPlayerInput[];
  courts: number;
  format: TournamentFormat;
  points: { kind: 'preset'; value: number } | { kind: 'custom'; text: string };
}

export const EMPTY_DRAFT: SetupDraft = {
  name: '',
  players: [],
  courts: 2,
  format: 'americano',
  points: { kind: 'preset', value: RACE_TOTAL_PRESETS[1] ?? 21 },
};

/** Message keys (`tournaments` namespace) of the set-up's refusals; the player ones are the spec's. */
export type SetupErrorKey =
  | 'setup.errors.playerNameRequired'
  | 'setup.errors.playerDuplicate'
  | 'setup.errors.tooFewPlayers'
  | 'setup.errors.nameRequired'
  | 'setup.errors.pointsRange';

/**
 * Why `name` (with its account, when picked from the network) cannot join `players`: empty, or a name
 * or account already in (the engine's rule for names: case and spaces aside).
 */
export function newPlayerError(
  players: readonly TournamentPlayerInput[],
  name: string,
  userId?: string,
): SetupErrorKey | null {
  if (name.trim() === '') return 'setup.errors.playerNameRequired';
  const key = playerKey(name);
  const taken = players.some(
    (player) => playerKey(player.name) === key || (userId !== undefined && player.userId === userId),
  );
  return taken ? 'setup.errors.playerDuplicate' : null;
}

export type SetupErrors = Partial<Record<'name' | 'players' | 'points', SetupErrorKey>>;

/** The points per match the draft names, or null when the custom text is not a whole number from 4 to 99. */
export function pointsOf(points: SetupDraft['points']): number | null {
  if (points.kind === 'preset') return points.value;
  const text = points.text.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= RACE_TOTAL_MIN && value <= RACE_TOTAL_MAX ? value : null;
}

/**
 * The request the draft makes (the same body previews and creates), or what is wrong with it, field
 * by field, so every problem shows at once.
 */
export function setupRequest(
  draft: SetupDraft,
): { ok: true; request: CreateTournamentRequest } | { ok: false; errors: SetupErrors } {
  const errors: SetupErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'setup.errors.nameRequired';
  if (draft.players.length < MIN_TOURNAMENT_PLAYERS) errors.players = 'setup.errors.tooFewPlayers';
  const pointsPerMatch = pointsOf(draft.points);
  if (pointsPerMatch === null) errors.points = 'setup.errors.pointsRange';
  if (Object.keys(errors).length > 0 || pointsPerMatch === null) return { ok: false, errors };
  return {
    ok: true,
    request: { name, players: draft.players, courts: draft.courts, format: draft.format, pointsPerMatch },
  };
}

/**
 * The errors still true of a changed draft, among those shown: a message goes once its field is
 * fixed, and no new one appears before the organiser previews again.
 */
export function errorsStillTrue(shown: SetupErrors, draft: SetupDraft): SetupErrors {
  const checked = setupRequest(draft);
  if (checked.ok) return {};
  const still: SetupErrors = {};
  for (const field of ['name', 'players', 'points'] as const) {
    if (shown[field] && checked.errors[field]) still[field] = checked.errors[field];
  }
  return still;
}

/** The engine's refusals the server passes on (decision 044), in the set-up's own words. */
const SERVER_CODES: Record<string, SetupErrorKey> = {
  too_few_players: 'setup.errors.tooFewPlayers',
  invalid_player_name: 'setup.errors.playerNameRequired',
  duplicate_player: 'setup.errors.playerDuplicate',
};

/** The set-up's message for a refused preview or creation, or null when it is not about the set-up. */
export function setupErrorOfResponse(error: unknown): SetupErrorKey | null {
  return error instanceof ApiRequestError ? (SERVER_CODES[error.code] ?? null) : null;
}
