import type { AdminLogResponse } from '@marcador/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const check = shaped<AdminLogResponse>({ entries: 'array' });

/** Entries per page of the log panel. */
const LOG_PAGE_SIZE = 25;

/** What the log panel shows: one action and one acting admin, or every one ('' for all). */
export interface AdminLogFilters {
  action: string;
  adminId: string;
}

/** The admin action log, newest first, page by page ("Cargar más"); read again after every change. */
export function useAdminLog(filters: AdminLogFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'log', filters],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(LOG_PAGE_SIZE) });
      if (filters.action) query.set('action', filters.action);
      if (filters.adminId) query.set('adminId', filters.adminId);
      if (pageParam) query.set('cursor', pageParam);
      return api.request(`/api/admin/log?${query}`, check, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The entries being read stay on screen while the next filter's first page comes.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
