import { monitorsApi } from '@domain/api/monitors';
import type { HistoryRange } from '@domain/monitors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { monitorKeys } from './monitor-keys';

/** GET /api/monitors/:id/history?range: the monitor's uptime and checks over 24 h, 7 or 30 days. */
export function useMonitorHistory(districtId: string, monitorId: string | null, range: HistoryRange) {
  return useQuery({
    queryKey: monitorKeys.history(districtId, monitorId ?? '', range),
    queryFn: () => api(monitorsApi.history, { params: { id: monitorId! }, query: { range } }),
    enabled: monitorId !== null,
    placeholderData: keepPreviousData,
  });
}
