import type { FeatureToggles } from '@domain/access';
import { permissionsApi } from '@domain/api/permissions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** One district's id, or 'defaults' (what new districts get). */
export type PermissionsTarget = string;

export interface PermissionsAnswer {
  districtId: PermissionsTarget;
  features: FeatureToggles;
}

export const permissionsKey = (target: PermissionsTarget) => ['admin', 'permissions', target] as const;

export const fetchPermissions = (target: PermissionsTarget) =>
  api(permissionsApi.read, { query: { districtId: target } });

/** The feature toggles of a district, or the defaults for new districts. */
export function usePermissions(target: PermissionsTarget) {
  return useQuery({ queryKey: permissionsKey(target), queryFn: () => fetchPermissions(target) });
}
