import type { FeatureToggles } from '@domain/access';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** One district's id, or 'defaults' (what new districts get). */
export type PermissionsTarget = string;

export interface PermissionsAnswer {
  districtId: PermissionsTarget;
  features: FeatureToggles;
}

export const permissionsKey = (target: PermissionsTarget) => ['admin', 'permissions', target] as const;

export const fetchPermissions = (target: PermissionsTarget) =>
  apiGet<PermissionsAnswer>(`/api/admin/permissions?districtId=${encodeURIComponent(target)}`);

/** The feature toggles of a district, or the defaults for new districts. */
export function usePermissions(target: PermissionsTarget) {
  return useQuery({ queryKey: permissionsKey(target), queryFn: () => fetchPermissions(target) });
}
