import { visitsApi } from '@domain/api/visits';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { visitKeys } from './visit-keys';

/** GET /api/technicians: the district's technicians and its school day. */
export function useRoster(districtId: string) {
  return useQuery({
    queryKey: visitKeys.roster(districtId),
    queryFn: () => api(visitsApi.roster, { query: { districtId } }),
    staleTime: 60_000,
  });
}
