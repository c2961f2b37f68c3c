import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/**
 * Spec defaults (section 7): no retry, no refetch on focus or reconnect, data fresh for 10 minutes,
 * kept for 15, and offline-first so queries served from the device still run without a connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 10 * MINUTE,
        gcTime: 15 * MINUTE,
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
