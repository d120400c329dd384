import { rulesApi } from '@domain/api/rules';
import { usersApi } from '@domain/api/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every cached list of rules (what a change makes stale). */
export const rulesKey = ['rules'] as const;

/** GET /api/rules: the district's rules in order and the templates (no district: Five Star's templates). */
export function useRules(districtId: string | null) {
  return useQuery({
    queryKey: [...rulesKey, districtId ?? 'provider'],
    queryFn: () => api(rulesApi.list, { query: { districtId: districtId ?? undefined } }),
  });
}

/** The district's active people, for the actions that name someone. */
export function useRulePeople(districtId: string | null) {
  return useQuery({
    queryKey: ['rules', 'people', districtId],
    queryFn: () => api(usersApi.people, { query: { districtId: districtId! } }),
    enabled: districtId !== null,
    staleTime: 60_000,
  });
}
