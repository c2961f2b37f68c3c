import type {
  MyVenueApplicationResponse,
  VenueApplicationRequest,
  VenueApplicationResponse,
} from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const checks = {
  // `application` may be null (never applied): only the answer's being an object is checked.
  mine: shaped<MyVenueApplicationResponse>({}),
  applied: shaped<VenueApplicationResponse>({ application: 'object' }),
};

/** The player's side of becoming a court admin (packages/contracts/src/venue-applications.ts, decision 047). */
export const venueApplicationsApi = {
  mine: (signal?: AbortSignal) => api.request('/api/venue-applications/mine', checks.mine, { signal }),
  apply: (request: VenueApplicationRequest) =>
    api.request('/api/venue-applications', checks.applied, { method: 'POST', body: request }),
};

export const myApplicationKey = ['venue-applications', 'mine'] as const;

/** The player's newest application, read again whenever a page opens it (a master admin decides elsewhere). */
export function useMyApplication() {
  return useQuery({
    queryKey: myApplicationKey,
    queryFn: ({ signal }) => venueApplicationsApi.mine(signal),
    staleTime: 0,
  });
}
