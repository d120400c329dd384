import { operationsApi } from '@domain/api/operations';
import type { JobViewState } from '@domain/jobs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { OPERATIONS_POLL_MS, operationsKeys } from './operations-keys';

export const fetchJobs = (state: JobViewState) => api(operationsApi.jobs, { query: { state } });

/** Background jobs in one state, newest first; refreshed every few seconds while the tab is visible. */
export function useJobs(state: JobViewState) {
  return useQuery({
    queryKey: operationsKeys.jobList(state),
    queryFn: () => fetchJobs(state),
    refetchInterval: OPERATIONS_POLL_MS,
  });
}
