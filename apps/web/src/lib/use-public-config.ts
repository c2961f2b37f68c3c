import type { PublicConfig } from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const publicConfigQueryKey = ['config'] as const;

/** GET /api/config through the query cache: flags rarely change, so the 10-minute stale time suits. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => api.getConfig(signal),
  });
}
