import { settingsApi } from '@domain/api/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The district's schools and buildings, to send a form to. */
export function useSites(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['sites', districtId],
    queryFn: () => api(settingsApi.sites, { query: { districtId } }),
    staleTime: 60_000,
    enabled,
  });
}
