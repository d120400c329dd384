import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { ticketKeys } from './ticket-keys';

/**
 * After a ticket changed: the lists and counts of its district and of the all-districts view, its
 * own details, and the dashboards.
 */
export async function invalidateTickets(
  queryClient: QueryClient,
  change: { districtId?: string | null; ticketId?: string },
) {
  await Promise.all([
    change.districtId
      ? queryClient.invalidateQueries({ queryKey: ticketKeys.scope(change.districtId) })
      : queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
    queryClient.invalidateQueries({ queryKey: ticketKeys.scope('all') }),
    change.ticketId && queryClient.invalidateQueries({ queryKey: ticketKeys.details(change.ticketId) }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
