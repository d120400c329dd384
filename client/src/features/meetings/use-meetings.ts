import type { Meeting } from '@domain/meetings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** Spec 7: GET /api/meetings with the district id as key. */
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
