import { settingsApi } from '@domain/api/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/sites of one district, cached under the district's id. */
export const sitesKey = (districtId: string) => ['sites', districtId] as const;

export function useSites(districtId: string) {
  return useQuery({
    queryKey: sitesKey(districtId),
    queryFn: () => api(settingsApi.sites, { query: { districtId } }),
  });
}
