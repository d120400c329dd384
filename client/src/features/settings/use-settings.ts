import { settingsApi } from '@domain/api/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/settings of one district, cached under the district's id. */
export const settingsKey = (districtId: string) => ['settings', districtId] as const;

export function useSettings(districtId: string) {
  return useQuery({
    queryKey: settingsKey(districtId),
    queryFn: () => api(settingsApi.read, { query: { districtId } }),
  });
}
