import type { StartStressTestRequest, StressRun, StressTestResponse } from '@marcador/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { shaped } from '../../lib/response-check';

const check = shaped<StressTestResponse>({});
const runKey = ['admin', 'stress-test'] as const;
const PATH = '/api/admin/stress-test';

/** Live means at least every second (decision 051). */
const POLL_MS = 1000;

/** True while the run is under way: the page reads it again every second. */
export function isUnderWay(run: StressRun | null | undefined): boolean {
  return run?.state === 'preparing' || run?.state === 'running' || run?.state === 'cleaning';
}

/** The run under way, else the last one (null before any), read every second while one is under way. */
export function useStressRun() {
  return useQuery({
    queryKey: runKey,
    queryFn: ({ signal }) => api.request(PATH, check, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (isUnderWay(query.state.data?.run) ? POLL_MS : false),
  });
}

/** Starts a run; its answer becomes the run shown, and the polling follows it. */
export function useStartStressRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartStressTestRequest) => api.request(PATH, check, { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(runKey, answer),
  });
}
