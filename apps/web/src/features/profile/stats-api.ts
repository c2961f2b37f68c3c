import type { MyStatisticsResponse } from '@marcador/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

/** The answer's parts the tab reads; `detailed` may be null (locked). */
const statisticsCheck = shaped<MyStatisticsResponse>({ summary: 'object', locked: 'boolean' });

/** GET /api/stats/me: the user's statistics, the detailed part only on Premium. */
export function useMyStatistics() {
  return useQuery({
    queryKey: ['stats', 'me'],
    queryFn: ({ signal }) => api.request('/api/stats/me', statisticsCheck, { signal }),
    // A match finished a moment ago should be counted when the tab opens.
    staleTime: 0,
  });
}

export type StatisticsSummaryData = MyStatisticsResponse['summary'];
export type DetailedStatisticsData = NonNullable<MyStatisticsResponse['detailed']>;
