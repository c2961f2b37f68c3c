import type { ListParticipationsResponse, ParticipationDetailResponse } from '@marcador/contracts';
import { api } from '../api-client';
import { shaped } from '../response-check';

const checks = {
  list: shaped<ListParticipationsResponse>({ participations: 'array', hasMore: 'boolean' }),
  detail: shaped<ParticipationDetailResponse>({ match: 'object', entries: 'array', creatorName: 'string' }),
};

/** The matches the user was added to as a participant (packages/contracts/src/participations.ts). */
export const participationsApi = {
  /** A page, newest first: the first, or the one after the last item's `addedAt` and match id. */
  list(after: { before: string; beforeId: string } | null, signal?: AbortSignal): Promise<ListParticipationsResponse> {
    const query = after ? `?${new URLSearchParams(after)}` : '';
    return api.request(`/api/participations${query}`, checks.list, { signal });
  },
  get(id: string, signal?: AbortSignal): Promise<ParticipationDetailResponse> {
    return api.request(`/api/participations/${encodeURIComponent(id)}`, checks.detail, { signal });
  },
};
