import type { Site } from '@domain/settings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** The district's schools and buildings, to send a form to. */
export function useSites(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['sites', districtId],
    queryFn: () => apiGet<Site[]>(`/api/sites?districtId=${encodeURIComponent(districtId)}`),
    staleTime: 60_000,
    enabled,
  });
}
