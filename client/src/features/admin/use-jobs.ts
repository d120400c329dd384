import type { Job, JobViewState } from '@domain/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { OPERATIONS_POLL_MS, operationsKeys } from './operations-keys';

export const fetchJobs = (state: JobViewState) =>
  apiGet<Job[]>(`/api/admin/jobs?state=${encodeURIComponent(state)}`);

/** Background jobs in one state, newest first; refreshed every few seconds while the tab is visible. */
export function useJobs(state: JobViewState) {
  return useQuery({
    queryKey: operationsKeys.jobList(state),
    queryFn: () => fetchJobs(state),
    refetchInterval: OPERATIONS_POLL_MS,
  });
}
