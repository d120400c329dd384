import { usersApi } from '@domain/api/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The people an asset may be assigned to: the district's staff and its Staff & Students. */
export function useAssetHolders(districtId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['users', districtId, 'holders'] as const,
    queryFn: () => api(usersApi.people, { query: { districtId, includeRequesters: 'true' } }),
    enabled,
    staleTime: 60_000,
  });
}
