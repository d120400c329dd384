import { visitsApi } from '@domain/api/visits';
import type { ListVisitsQuery } from '@domain/visits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { visitKeys, visitQuery } from './visit-keys';

/** GET /api/visits of the district within a window and the filters; null district: nothing. */
export function useVisits(districtId: string | null, query: ListVisitsQuery) {
  return useQuery({
    queryKey: visitKeys.list(districtId ?? '', query),
    queryFn: () => api(visitsApi.list, { query: visitQuery(districtId!, query) }),
    enabled: districtId !== null,
    placeholderData: keepPreviousData,
  });
}
