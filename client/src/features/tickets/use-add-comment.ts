import { ticketsApi } from '@domain/api/tickets';
import { type CreateCommentPayload, TICKET_MESSAGES, type Ticket } from '@domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { invalidateTickets } from './invalidate-tickets';

/** Adds a public reply or an internal note to a ticket's conversation. */
export function useAddComment(ticket: Pick<Ticket, 'id' | 'districtId'>) {
  const queryClient = useQueryClient();
  return useApiMutation(ticketsApi.comment, {
    input: (body: CreateCommentPayload) => ({ params: { id: ticket.id }, body }),
    success: (entry) =>
      entry.visibility === 'public' ? TICKET_MESSAGES.replySent : TICKET_MESSAGES.noteAdded,
    failure: TICKET_MESSAGES.commentFailed,
    onSuccess: () => invalidateTickets(queryClient, { districtId: ticket.districtId, ticketId: ticket.id }),
  });
}
