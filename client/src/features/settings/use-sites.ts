import type { Site } from '@domain/settings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET /api/sites of one district, cached under the district's id. */
export const sitesKey = (districtId: string) => ['sites', districtId] as const;

const fetchSites = (districtId: string) =>
  apiGet<Site[]>(`/api/sites?districtId=${encodeURIComponent(districtId)}`);

export function useSites(districtId: string) {
  return useQuery({ queryKey: sitesKey(districtId), queryFn: () => fetchSites(districtId) });
}
