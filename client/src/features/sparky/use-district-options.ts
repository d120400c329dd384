import type { District } from '@domain/districts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** The districts a provider admin may ask Sparky about. */
export function useDistrictOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['districts'],
    queryFn: () => apiGet<District[]>('/api/districts'),
    enabled,
  });
}
