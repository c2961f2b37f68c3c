import type { CommunityStatsResponse } from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const check = shaped<CommunityStatsResponse>({
  players: 'number',
  matches: 'number',
  points: 'number',
  bySport: 'array',
  perWeek: 'array',
  byWeekday: 'array',
  byHour: 'array',
  topClubs: 'array',
});

/** GET /api/community-stats (packages/contracts/src/community.ts), the default 12 weeks. */
export function useCommunityStats() {
  return useQuery({
    queryKey: ['community-stats'],
    queryFn: ({ signal }) => api.request('/api/community-stats', check, { signal }),
  });
}
