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

/** The query string of a filter (empty and 'all' values left out). */
export function userFilterParams(districtId: string, filter: UserFilter): URLSearchParams {
  const params = new URLSearchParams({ districtId });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.role !== 'all') params.set('role', filter.role);
  if (filter.status !== 'all') params.set('status', filter.status);
  return params;
}
