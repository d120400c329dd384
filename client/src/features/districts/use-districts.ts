import type { District } from '@domain/districts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const districtsKey = ['districts'] as const;

export const fetchDistricts = () => apiGet<District[]>('/api/districts');

/** Every district the user may see (all of them for a provider admin). */
export function useDistricts(enabled = true) {
  return useQuery({ queryKey: districtsKey, queryFn: fetchDistricts, enabled });
}
