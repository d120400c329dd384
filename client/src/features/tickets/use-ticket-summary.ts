import type { TicketSummary } from '@domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { type TicketScope, ticketKeys } from './ticket-keys';

export const fetchTicketSummary = (scope: TicketScope) =>
  apiGet<TicketSummary>(
    scope === 'all' ? '/api/tickets/summary' : `/api/tickets/summary?districtId=${encodeURIComponent(scope)}`,
  );

/** The tickets screen's cards (total, open, in progress, resolved): the server's kept counts. */
export function useTicketSummary(scope: TicketScope | null, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.summary(scope ?? 'none'),
    queryFn: () => fetchTicketSummary(scope!),
    enabled: enabled && scope !== null,
  });
}
