import type { TournamentDetail, TournamentResultRequest } from '@marcador/contracts';
import { api } from './api-client';
import { shaped } from './response-check';

/**
 * What the match pages (/setup, /app and their sync) need of a tournament to score one of its
 * matches (decisions 044 and 045): its read, the start and result calls, the way back.
 */

const tournamentDetailCheck = shaped<TournamentDetail>({
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

/**
 * The way back from a tournament's match to its rotation page (no name: the page titles itself once
 * it has read the tournament). The tournament screens build theirs with the name
 * (features/tournaments/tournament-links.ts): importing this module there would make it a chunk of
 * its own, one more name in the landing's preload map.
 */
export function tournamentRotationPath(tournamentId: string): string {
  return `/tournament-rotation?${new URLSearchParams({ tournamentId })}`;
}
