import { canEdit } from '@domain/roles';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';

/**
 * The district the inventory shows: the user's own (or viewed) district; a provider admin outside a
 * district view chooses one, kept in `?district=` so the page can be bookmarked.
 */
export function useInventoryDistrict() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const providerWide = user.districtId === null && user.role === 'provider_admin';
  return {
    districtId: user.districtId ?? (providerWide ? params.get('district') : null),
    providerWide,
    canEdit: canEdit(user.role),
    choose: (id: string) => setParams({ district: id }, { replace: true }),
  };
}
