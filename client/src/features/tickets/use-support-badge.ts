import { FEATURE_TIERS } from '@domain/navigation';
import { tierAllows } from '@domain/tiers';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useTicketLiveUpdates } from './use-ticket-live-updates';
import { useTicketSummary } from './use-ticket-summary';

/**
 * The number on the sidebar's Support link: the district's open tickets (spec 2.3 fixed it at 12),
 * from the server's kept counts and refreshed by live ticket events.
 */
export function useSupportBadge(): number {
  const user = useCurrentUser();
  useTicketLiveUpdates();
  const enabled = user.districtId !== null && tierAllows(user.serviceLevel, FEATURE_TIERS.tickets);
  const summary = useTicketSummary(user.districtId, enabled);
  return summary.data?.open ?? 0;
}
