import type { SchedulingRoster } from '@domain/visits';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { visitKeys } from './visit-keys';

/** GET /api/technicians: the district's technicians and its school day. */
export function useRoster(districtId: string) {
  return useQuery({
    queryKey: visitKeys.roster(districtId),
    queryFn: () => apiGet<SchedulingRoster>(`/api/technicians?districtId=${encodeURIComponent(districtId)}`),
    staleTime: 60_000,
  });
}
