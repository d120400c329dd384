import { ticketsApi } from '@domain/api/tickets';
import { TICKET_LIST_DEFAULT_LIMIT, type Ticket } from '@domain/tickets';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type TicketFilter, type TicketScope, ticketFilterQuery, ticketKeys } from './ticket-keys';

/** One page of GET /api/tickets/:districtId (or GET /api/tickets across districts), newest first. */
export function fetchTickets(scope: TicketScope, filter: TicketFilter, before?: string): Promise<Ticket[]> {
  const query = { ...ticketFilterQuery(filter), before };
  return scope === 'all'
    ? api(ticketsApi.list, { query })
    : api(ticketsApi.listOfDistrict, { params: { districtId: scope }, query });
}

/**
 * The ticket list, filtered on the server, a page at a time: a full page means there may be more,
 * fetched after the last ticket shown (the `before` cursor).
 */
export function useTickets(scope: TicketScope, filter: TicketFilter) {
  return useInfiniteQuery({
    queryKey: ticketKeys.list(scope, filter),
    queryFn: ({ pageParam }) => fetchTickets(scope, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length >= TICKET_LIST_DEFAULT_LIMIT ? last.at(-1)?.id : undefined),
  });
}
