import { usersApi } from '@domain/api/users';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const districtUsersKey = (districtId: string) => ['users', districtId] as const;

/** The users of a district (task assignees, license seats). */
export function useDistrictUsers(districtId: string, enabled = true) {
  return useQuery({
    queryKey: districtUsersKey(districtId),
    queryFn: () => api(usersApi.people, { query: { districtId } }),
    enabled,
  });
}
