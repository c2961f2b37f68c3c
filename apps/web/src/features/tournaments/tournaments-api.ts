import type {
  ActiveTournamentResponse,
  CreateTournamentRequest,
  ListTournamentsResponse,
  SavedContactsResponse,
  TournamentDetail,
  TournamentPreview,
  TournamentResultRequest,
} from '@marcador/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  detail: shaped<TournamentDetail>({ tournament: 'object', players: 'array', rounds: 'array', standings: 'array' }),
  preview: shaped<TournamentPreview>({ rounds: 'array', fairness: 'object' }),
  // `tournament` may be null (none active), so only the answer's being an object is checked.
  active: shaped<ActiveTournamentResponse>({}),
  list: shaped<ListTournamentsResponse>({ tournaments: 'array', hasMore: 'boolean' }),
  contacts: shaped<SavedContactsResponse>({ contacts: 'array' }),
};

/** The tournament endpoints the organiser's screens use (packages/contracts/src/tournaments.ts, decision 044). */
export const tournamentsApi = {
  preview: (request: CreateTournamentRequest) =>
    api.request('/api/tournaments/preview', checks.preview, { method: 'POST', body: request }),
  create: (request: CreateTournamentRequest) =>
    api.request('/api/tournaments', checks.detail, { method: 'POST', body: request }),
  get: (id: string, signal?: AbortSignal) =>
    api.request(`/api/tournaments/${encodeURIComponent(id)}`, checks.detail, { signal }),
  /** The organiser's newest active or paused tournament, or null. */
  active: (signal?: AbortSignal) => api.request('/api/tournaments/active', checks.active, { signal }),
  list: (after: string | null, signal?: AbortSignal) =>
    api.request(`/api/tournaments${after ? `?after=${encodeURIComponent(after)}` : ''}`, checks.list, { signal }),
  /** Pause, resume or finish: each answers the whole tournament. */
  change: (id: string, action: TournamentStatusChange) =>
    api.request(`/api/tournaments/${encodeURIComponent(id)}/${action}`, checks.detail, { method: 'POST' }),
  result: (id: string, matchId: string, body: TournamentResultRequest) =>
    api.request(
      `/api/tournaments/${encodeURIComponent(id)}/matches/${encodeURIComponent(matchId)}/result`,
      checks.detail,
      { method: 'PUT', body },
    ),
};

export type TournamentStatusChange = 'pause' | 'resume' | 'finish';

export const tournamentKey = (id: string) => ['tournament', id] as const;

/**
 * One tournament, whole (rounds, players, standings), read again each time a page opens it: its
 * results change elsewhere (a match scored on /app, whose sync writes the result back; decision 045).
 */
export function useTournament(id: string) {
  return useQuery({
    queryKey: tournamentKey(id),
    queryFn: ({ signal }) => tournamentsApi.get(id, signal),
    enabled: id !== '',
    staleTime: 0,
  });
}

/**
 * Under the history's key, so a pause, resume or finish (which refresh `['tournaments']`) also
 * refreshes the floating indicator's tournament.
 */
export const activeTournamentKey = ['tournaments', 'active'] as const;

/** The organiser's tournaments, newest first, page after page. */
export function useTournamentHistory() {
  return useInfiniteQuery({
    queryKey: ['tournaments'],
    queryFn: ({ pageParam, signal }) => tournamentsApi.list(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? (last.tournaments.at(-1)?.id ?? undefined) : undefined),
    select: ({ pages }) => pages.flatMap((page) => page.tournaments),
    staleTime: 0,
  });
}

/**
 * The viewer's saved contacts (GET /api/contacts, decision 031), to pick players from. Read here
 * rather than through the network feature: features do not import each other.
 */
export function useContactsToPick() {
  return useQuery({
    queryKey: ['savedContacts'],
    queryFn: ({ signal }) => api.request('/api/contacts', checks.contacts, { signal }),
  });
}
