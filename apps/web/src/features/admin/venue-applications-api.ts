import type { PendingVenueApplicationsResponse, VenueApplicationResponse } from '@marcador/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  pending: shaped<PendingVenueApplicationsResponse>({ applications: 'array' }),
  decided: shaped<VenueApplicationResponse>({ application: 'object' }),
};

const pendingKey = ['admin', 'venue-applications'] as const;
const decisionPath = (id: string, decision: 'approve' | 'reject') =>
  `/api/admin/venue-applications/${encodeURIComponent(id)}/${decision}`;

/** The venue applications waiting for a master admin (decision 047), oldest first. */
export function usePendingApplications(enabled: boolean) {
  return useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => api.request('/api/admin/venue-applications', checks.pending, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** What a master admin decides: approve, or reject with the reason the applicant reads. */
export type Decision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/** Sends a decision; the list is read again after it, whatever the answer (another admin may have decided). */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      api.request(decisionPath(decision.id, decision.decision), checks.decided, {
        method: 'POST',
        ...(decision.decision === 'reject' ? { body: { reason: decision.reason } } : {}),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingKey }),
  });
}
