import { monitorsApi } from '@domain/api/monitors';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { monitorKeys } from './monitor-keys';

/** GET /api/incidents?districtId&state: the district's open or resolved incidents, newest first. */
export function useIncidents(districtId: string, state: 'open' | 'resolved') {
  return useQuery({
    queryKey: monitorKeys.incidents(districtId, state),
    queryFn: () => api(monitorsApi.incidents, { query: { districtId, state } }),
  });
}
