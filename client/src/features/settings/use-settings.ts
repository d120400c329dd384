import type { DistrictSettings } from '@domain/settings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET /api/settings of one district, cached under the district's id. */
export const settingsKey = (districtId: string) => ['settings', districtId] as const;

const fetchSettings = (districtId: string) =>
  apiGet<DistrictSettings>(`/api/settings?districtId=${encodeURIComponent(districtId)}`);

export function useSettings(districtId: string) {
  return useQuery({ queryKey: settingsKey(districtId), queryFn: () => fetchSettings(districtId) });
}
