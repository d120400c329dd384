import { usersApi } from '@domain/api/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys } from './user-keys';

/** GET /api/users/waiting: accounts waiting for access that the caller may give access to the district. */
export function useWaitingAccounts(districtId: string) {
  return useQuery({
    queryKey: userKeys.waiting(districtId),
    queryFn: () => api(usersApi.waiting, { query: { districtId } }),
  });
}
