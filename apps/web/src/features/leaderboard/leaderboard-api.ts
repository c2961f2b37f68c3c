import type { LeaderboardResponse } from '@marcador/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';
import type { LeaderboardFilters } from './leaderboard-filters';
import { leaderboardView } from './leaderboard-rows';

const check = shaped<LeaderboardResponse>({ rows: 'array' });

/** GET /api/leaderboard (packages/contracts/src/leaderboard.ts), page after page ("Cargar más"). */
export function useLeaderboard(filters: LeaderboardFilters) {
  return useInfiniteQuery({
    queryKey: ['leaderboard', filters],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(filters);
      if (pageParam) params.set('cursor', pageParam);
      return api.request(`/api/leaderboard?${params}`, check, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: ({ pages }) => leaderboardView(pages),
    // The board being read stays on screen while another filter's first page comes.
    placeholderData: keepPreviousData,
    // A match finished a moment ago moves the board.
    staleTime: 0,
  });
}
