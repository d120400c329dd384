import { ticketsApi } from '@domain/api/tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type TicketScope, ticketKeys } from './ticket-keys';

export const fetchTicketSummary = (scope: TicketScope) =>
  api(ticketsApi.summary, { query: { districtId: scope === 'all' ? undefined : scope } });

/** The tickets screen's cards (total, open, in progress, resolved): the server's kept counts. */
export function useTicketSummary(scope: TicketScope | null, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.summary(scope ?? 'none'),
    queryFn: () => fetchTicketSummary(scope!),
    enabled: enabled && scope !== null,
  });
}
