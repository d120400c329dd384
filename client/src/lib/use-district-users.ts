import type { UserSummary } from '@domain/users';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const districtUsersKey = (districtId: string) => ['users', districtId] as const;

/** The users of a district (task assignees, license seats). */
export function useDistrictUsers(districtId: string, enabled = true) {
  return useQuery({
    queryKey: districtUsersKey(districtId),
    queryFn: () => apiGet<UserSummary[]>(`/api/people?districtId=${encodeURIComponent(districtId)}`),
    enabled,
  });
}
