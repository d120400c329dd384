import { districtsApi } from '@domain/api/districts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { districtsKey } from './use-districts';

export const districtKey = (id: string) => [...districtsKey, id] as const;

/** One district with its real counts (users, open tickets, assets). */
export function useDistrict(id: string | undefined) {
  return useQuery({
    queryKey: districtKey(id ?? ''),
    queryFn: () => api(districtsApi.get, { params: { id: id! } }),
    enabled: Boolean(id),
  });
}
