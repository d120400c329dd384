import { monitorsApi } from '@domain/api/monitors';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { monitorKeys } from './monitor-keys';

/** GET /api/monitors/suggestions: monitors the district's settings and integrations call for. */
export function useMonitorSuggestions(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: monitorKeys.suggestions(districtId),
    queryFn: () => api(monitorsApi.suggestions, { query: { districtId } }),
    enabled,
  });
}
