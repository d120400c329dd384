import { meetingsApi } from '@domain/api/meetings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/meetings of one district, cached under the district's id. */
export const meetingsKey = (districtId: string) => ['meetings', districtId] as const;

export function useMeetings(districtId: string | null) {
  return useQuery({
    queryKey: meetingsKey(districtId ?? ''),
    queryFn: () => api(meetingsApi.list, { query: { districtId: districtId! } }),
    enabled: districtId !== null,
  });
}
