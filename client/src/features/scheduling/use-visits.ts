import type { ListVisitsQuery, Visit } from '@domain/visits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { visitKeys, visitParams } from './visit-keys';

/** GET /api/visits of the district within a window and the filters; null district: nothing. */
export function useVisits(districtId: string | null, query: ListVisitsQuery) {
  return useQuery({
    queryKey: visitKeys.list(districtId ?? '', query),
    queryFn: () => apiGet<Visit[]>(`/api/visits?${visitParams(districtId!, query)}`),
    enabled: districtId !== null,
    placeholderData: keepPreviousData,
  });
}
