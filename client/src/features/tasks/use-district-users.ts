import type { UserSummary } from '@domain/users';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const districtUsersKey = (districtId: string) => ['users', districtId] as const;

/** The people a task can be assigned to: the users of the district. */
export function useDistrictUsers(districtId: string, enabled = true) {
  return useQuery({
    queryKey: districtUsersKey(districtId),
    queryFn: () => apiGet<UserSummary[]>(`/api/users?districtId=${encodeURIComponent(districtId)}`),
    enabled,
  });
}
