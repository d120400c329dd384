import { canEdit } from '@domain/roles';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useDistricts } from '@/features/districts/use-districts';

/**
 * The district the Client Success pages (projects, meetings, tasks) work on: the user's own or
 * viewed district; a provider admin outside a district view picks one, kept in `?district=`.
 */
export function useWorkingDistrict() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const providerWide = user.districtId === null && user.role === 'provider_admin';
  const districts = useDistricts();
  const districtId = user.districtId ?? (providerWide ? params.get('district') : null);
  const districtName = providerWide
    ? (districts.data?.find((d) => d.id === districtId)?.name ?? null)
    : user.districtName;
  return {
    districtId,
    districtName,
    /** True for a provider admin looking across districts (they choose one on the page). */
    providerWide,
    canEdit: canEdit(user.role),
    choose: (id: string) => setParams({ district: id }, { replace: true }),
  };
}
