import type {
  AvailabilityResponse,
  CourtSessionResponse,
  CreateSessionRequest,
  MySessionsResponse,
  StartSessionResponse,
  UpdateSessionRequest,
} from '@marcador/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  session: shaped<CourtSessionResponse>({ session: 'object' }),
  mine: shaped<MySessionsResponse>({ sessions: 'array' }),
  start: shaped<StartSessionResponse>({ session: 'object', club: 'object' }),
  availability: shaped<AvailabilityResponse>({ venue: 'object', date: 'string', courts: 'array' }),
};

export type SessionsWhen = 'upcoming' | 'past';

const path = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** The player's session endpoints (packages/contracts/src/court-admin.ts). */
export const sessionsApi = {
  create: (request: CreateSessionRequest) =>
    api.request('/api/sessions', checks.session, { method: 'POST', body: request }),
  update: (id: string, changes: UpdateSessionRequest) =>
    api.request(path(id), checks.session, { method: 'PATCH', body: changes }),
  /** In play: answers what the set-up fills in (the club, the court, the minutes left). */
  start: (id: string) => api.request(`${path(id)}/start`, checks.start, { method: 'POST' }),
};

/** Query keys: every list and session of mine starts with `sessions`, so one change refreshes them all. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: (when: SessionsWhen) => ['sessions', 'mine', when] as const,
  one: (id: string) => ['sessions', 'one', id] as const,
};

/** My sessions, upcoming soonest first or past newest first, page after page ("Cargar más"). */
export function useMySessions(when: SessionsWhen) {
  return useInfiniteQuery({
    queryKey: sessionKeys.list(when),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ when });
      if (pageParam) params.set('cursor', pageParam);
      return api.request(`/api/sessions?${params}`, checks.mine, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: ({ pages }) => pages.flatMap((page) => page.sessions),
  });
}

export function useSession(id: string) {
  return useQuery({
    queryKey: sessionKeys.one(id),
    queryFn: ({ signal }) => api.request(path(id), checks.session, { signal }).then(({ session }) => session),
  });
}

/** A venue's active courts and their taken slots on one day, with that day's hours (none while no venue or day). */
export function useAvailability(venueId: string | null, date: string) {
  return useQuery({
    queryKey: ['venues', venueId, 'availability', date],
    queryFn: ({ signal }) =>
      api.request(
        `/api/venues/${encodeURIComponent(venueId ?? '')}/availability?${new URLSearchParams({ date })}`,
        checks.availability,
        { signal },
      ),
    enabled: venueId !== null && date !== '',
  });
}
