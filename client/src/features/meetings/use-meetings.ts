import type { Meeting } from '@domain/meetings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET /api/meetings of one district, cached under the district's id. */
export const meetingsKey = (districtId: string) => ['meetings', districtId] as const;

export const fetchMeetings = (districtId: string) =>
  apiGet<Meeting[]>(`/api/meetings?districtId=${encodeURIComponent(districtId)}`);

export function useMeetings(districtId: string | null) {
  return useQuery({
    queryKey: meetingsKey(districtId ?? ''),
    queryFn: () => fetchMeetings(districtId!),
    enabled: districtId !== null,
  });
}
