import { districtsApi } from '@domain/api/districts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const districtsKey = ['districts'] as const;

/** Every district the user may see (all of them for a provider admin). */
export function useDistricts(enabled = true) {
  return useQuery({ queryKey: districtsKey, queryFn: () => api(districtsApi.list), enabled });
}
