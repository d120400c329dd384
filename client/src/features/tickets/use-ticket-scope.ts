import { FEATURE_TIERS } from '@domain/navigation';
import { canEdit } from '@domain/roles';
import { tierAllows } from '@domain/tiers';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import type { TicketScope } from './ticket-keys';

/**
 * Whose tickets the screen shows: the user's own (or viewed) district; a provider admin outside a
 * district view sees every district, or one chosen in `?district=` (so the page can be bookmarked).
 */
export function useTicketScope() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const providerWide = user.districtId === null && user.role === 'provider_admin';
  const chosen = providerWide ? params.get('district') : null;
  const scope: TicketScope | null = user.districtId ?? (providerWide ? (chosen ?? 'all') : null);
  return {
    scope,
    /** The district new tickets go to by default (none when looking at every district). */
    districtId: scope && scope !== 'all' ? scope : null,
    providerWide,
    canEdit: canEdit(user.role),
    /** Districts below the Support tier see an upgrade notice instead (the server answers 403). */
    tierAllowed: providerWide || tierAllows(user.serviceLevel, FEATURE_TIERS.tickets),
    choose: (id: string) => setParams(id === 'all' ? {} : { district: id }, { replace: true }),
  };
}
