import { useAccess, useCurrentUser } from '@/features/auth';
import { useTicketLiveUpdates } from './use-ticket-live-updates';
import { useTicketSummary } from './use-ticket-summary';

/**
 * The number on the sidebar's Support link: the district's open tickets (a live count, not a fixed 12),
 * from the server's kept counts and refreshed by live ticket events.
 */
export function useSupportBadge(): number {
  const user = useCurrentUser();
  useTicketLiveUpdates();
  const access = useAccess('tickets');
  const enabled = user.districtId !== null && access.ok;
  const summary = useTicketSummary(user.districtId, enabled);
  return summary.data?.open ?? 0;
}
