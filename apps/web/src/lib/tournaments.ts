import type { TournamentDetail, TournamentResultRequest } from '@marcador/contracts';
import { api } from './api-client';
import { shaped } from './response-check';

/**
 * What the tournament screens and the match pages share of a tournament (issue 20): its cache key,
 * its read, its addresses, and the two calls scoring one of its matches makes (decision 044).
 * Features do not import each other, so these live here.
 */

export const tournamentDetailCheck = shaped<TournamentDetail>({
  tournament: 'object',
  players: 'array',
  rounds: 'array',
  standings: 'array',
});
const base = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;
const matchBase = (id: string, matchId: string) => `${base(id)}/matches/${encodeURIComponent(matchId)}`;

export const tournamentKey = (id: string) => ['tournament', id] as const;

export const tournamentApi = {
  get: (id: string, signal?: AbortSignal) => api.request(base(id), tournamentDetailCheck, { signal }),
  /** Pending to playing (the "En Juego" badge); a match already playing answers unchanged. */
  start: (id: string, matchId: string) =>
    api.request(`${matchBase(id, matchId)}/start`, tournamentDetailCheck, { method: 'POST' }),
  /** Idempotent by `resultId`: a retry, or another device sending the same id, changes nothing. */
  result: (id: string, matchId: string, body: TournamentResultRequest) =>
    api.request(`${matchBase(id, matchId)}/result`, tournamentDetailCheck, { method: 'PUT', body }),
};

/** The rotation page of a tournament: its id and, for the title before it loads, its name (spec section 2). */
export function rotationPath(tournament: { id: string; name?: string }): string {
  const params = new URLSearchParams({ tournamentId: tournament.id });
  if (tournament.name !== undefined) params.set('name', tournament.name);
  return `/tournament-rotation?${params}`;
}

/** /setup for one match of a tournament, with the spec's query flags (section 1). */
export function tournamentMatchSetupPath(tournamentId: string, matchId: string): string {
  return `/setup?${new URLSearchParams({ fromTournament: 'true', tournament: 'true', tournamentId, matchId })}`;
}
