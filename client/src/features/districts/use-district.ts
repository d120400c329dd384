import type { DistrictDetail } from '@domain/districts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { districtsKey } from './use-districts';

export const districtKey = (id: string) => [...districtsKey, id] as const;

export const fetchDistrict = (id: string) =>
  apiGet<DistrictDetail>(`/api/districts/${encodeURIComponent(id)}`);

/** One district with its real counts (users, open tickets, assets). */
export function useDistrict(id: string | undefined) {
  return useQuery({
    queryKey: districtKey(id ?? ''),
    queryFn: () => fetchDistrict(id!),
    enabled: Boolean(id),
  });
}
