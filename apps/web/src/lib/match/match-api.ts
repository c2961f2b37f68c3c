import type {
  appendEntriesResponseSchema,
  finishMatchRequestSchema,
  ListParticipationsResponse,
  listMatchesResponseSchema,
  MatchLogEntryInput,
  matchDetailResponseSchema,
  matchResponseSchema,
  ParticipationDetailResponse,
  putMatchRequestSchema,
} from '@marcador/contracts';
import type { RequestFn } from '../api';
import { api } from '../api-client';
import { shaped } from '../response-check';

/** The parsed type of a contract schema, without importing zod here. */
type Parsed<S extends { parse(input: unknown): unknown }> = ReturnType<S['parse']>;
export type MatchResponse = Parsed<typeof matchResponseSchema>;
export type AppendEntriesResponse = Parsed<typeof appendEntriesResponseSchema>;
export type MatchDetailResponse = Parsed<typeof matchDetailResponseSchema>;
export type ListMatchesResponse = Parsed<typeof listMatchesResponseSchema>;
export type MatchSummary = ListMatchesResponse['matches'][number];
export type PutMatchRequest = Parsed<typeof putMatchRequestSchema>;
export type FinishMatchRequest = Parsed<typeof finishMatchRequestSchema>;

/** The shape check of each answer (the sync reads none of them beyond success). */
const checks = {
  match: shaped<MatchResponse>({ match: 'object' }),
  append: shaped<AppendEntriesResponse>({ stored: 'number', duplicates: 'number', match: 'object' }),
  detail: shaped<MatchDetailResponse>({ match: 'object', entries: 'array' }),
  list: shaped<ListMatchesResponse>({ matches: 'array', hiddenCount: 'number' }),
};

/** The matches endpoints (packages/contracts/src/matches.ts), over the client's checked request. */
export function matchApi(request: RequestFn) {
  const base = (id: string) => `/api/matches/${encodeURIComponent(id)}`;
  return {
    /** PUT /api/matches/:id: creates or updates the match; idempotent. */
    put(id: string, body: PutMatchRequest): Promise<MatchResponse> {
      return request(base(id), checks.match, { method: 'PUT', body });
    },
    /** POST /api/matches/:id/entries: idempotent by entry id. */
    append(id: string, entries: readonly MatchLogEntryInput[]): Promise<AppendEntriesResponse> {
      return request(`${base(id)}/entries`, checks.append, { method: 'POST', body: { entries } });
    },
    finish(id: string, body: FinishMatchRequest): Promise<MatchResponse> {
      return request(`${base(id)}/finish`, checks.match, { method: 'POST', body });
    },
    get(id: string, signal?: AbortSignal): Promise<MatchDetailResponse> {
      return request(base(id), checks.detail, { signal });
    },
    list(
      query: {
        status?: 'in_progress' | 'incomplete' | 'completed';
        limit?: number;
        before?: string;
        beforeId?: string;
      },
      signal?: AbortSignal,
    ): Promise<ListMatchesResponse> {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
      return request(`/api/matches?${params}`, checks.list, { signal });
    },
  };
}

export type MatchApi = ReturnType<typeof matchApi>;

/** The app's matches client (the shared API client's language and checks). */
export const matchesApi: MatchApi = matchApi(api.request);

const participationChecks = {
  list: shaped<ListParticipationsResponse>({ participations: 'array', hasMore: 'boolean' }),
  detail: shaped<ParticipationDetailResponse>({ match: 'object', entries: 'array', creatorName: 'string' }),
};

/** The matches the user was added to as a participant (packages/contracts/src/participations.ts). */
export const participationsApi = {
  /** A page, newest first: the first, or the one after the last item's `addedAt` and match id. */
  list(after: { before: string; beforeId: string } | null, signal?: AbortSignal): Promise<ListParticipationsResponse> {
    const query = after ? `?${new URLSearchParams(after)}` : '';
    return api.request(`/api/participations${query}`, participationChecks.list, { signal });
  },
  get(id: string, signal?: AbortSignal): Promise<ParticipationDetailResponse> {
    return api.request(`/api/participations/${encodeURIComponent(id)}`, participationChecks.detail, { signal });
  },
};
