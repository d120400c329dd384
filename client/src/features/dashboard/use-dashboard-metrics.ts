import { dashboardApi } from '@domain/api/dashboard';
import { METRICS_REFRESH_MS } from '@domain/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardKeys } from '@/lib/dashboard-keys';

export const fetchDashboardMetrics = () => api(dashboardApi.metrics, { query: {} });

/**
 * GET /api/dashboard/metrics for the caller's scope (their district, or every district for a
 * provider admin), polled every 30 s and refreshed at once by live ticket events.
 */
export function useDashboardMetrics(scope: string) {
  return useQuery({
    queryKey: dashboardKeys.metrics(scope),
    queryFn: fetchDashboardMetrics,
    refetchInterval: METRICS_REFRESH_MS,
  });
}
