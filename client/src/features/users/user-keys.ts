import type { DistrictRole, UserStatus } from '@domain/users';

/** The filters of User Management (applied by the server). */
export interface UserFilter {
  q: string;
  role: DistrictRole | 'all';
  status: UserStatus | 'all';
}
export const NO_USER_FILTER: UserFilter = { q: '', role: 'all', status: 'all' };

/** Query keys of User Management; everything of one district sits under ['users', districtId]. */
export const userKeys = {
  district: (districtId: string) => ['users', districtId] as const,
  list: (districtId: string, filter: UserFilter) => ['users', districtId, 'list', filter] as const,
  waiting: (districtId: string) => ['users', districtId, 'waiting'] as const,
};

/** The query of a filter (empty and 'all' values left out). */
export function userFilterQuery(districtId: string, filter: UserFilter) {
  const q = filter.q.trim();
  return {
    districtId,
    q: q || undefined,
    role: filter.role === 'all' ? undefined : filter.role,
    status: filter.status === 'all' ? undefined : filter.status,
  };
}
