import { usersApi } from '@domain/api/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type UserFilter, userFilterQuery, userKeys } from './user-keys';

/** The district's accounts matching the filters (filtered by the server), by name. */
export function useUsers(districtId: string, filter: UserFilter) {
  return useQuery({
    queryKey: userKeys.list(districtId, filter),
    queryFn: () => api(usersApi.list, { query: userFilterQuery(districtId, filter) }),
    // Keep the rows on screen while a new search loads, instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}
