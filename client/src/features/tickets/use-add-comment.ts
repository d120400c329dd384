import { ticketsApi } from '@domain/api/tickets';
import { TICKET_MESSAGES, type Ticket } from '@domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { invalidateTickets } from './invalidate-tickets';

/** Adds a comment to a ticket's timeline. */
export function useAddComment(ticket: Pick<Ticket, 'id' | 'districtId'>) {
  const queryClient = useQueryClient();
  return useApiMutation(ticketsApi.comment, {
    input: (body: string) => ({ params: { id: ticket.id }, body: { body } }),
    success: TICKET_MESSAGES.commentAdded,
    failure: TICKET_MESSAGES.commentFailed,
    onSuccess: () => invalidateTickets(queryClient, { districtId: ticket.districtId, ticketId: ticket.id }),
  });
}
