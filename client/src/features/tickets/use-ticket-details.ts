import { ticketsApi } from '@domain/api/tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketKeys } from './ticket-keys';

export const fetchTicketDetails = (id: string) => api(ticketsApi.details, { params: { id } });

/** A ticket and its timeline (created, every change with who and when, comments). */
export function useTicketDetails(id: string | null) {
  return useQuery({
    queryKey: ticketKeys.details(id ?? 'none'),
    queryFn: () => fetchTicketDetails(id!),
    enabled: id !== null,
  });
}
