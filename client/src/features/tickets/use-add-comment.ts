import { TICKET_MESSAGES, type Ticket, type TicketActivity } from '@domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { invalidateTickets } from './invalidate-tickets';
import { markOwnChange } from './own-changes';

export const addComment = (ticketId: string, body: string) =>
  apiRequest<TicketActivity>('POST', `/api/tickets/${encodeURIComponent(ticketId)}/comments`, { body });

/** Adds a comment to a ticket's timeline. */
export function useAddComment(ticket: Pick<Ticket, 'id' | 'districtId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addComment(ticket.id, body),
    onMutate: () => markOwnChange(ticket.id),
    onSuccess: async () => {
      toast({ title: TICKET_MESSAGES.commentAdded, variant: 'success' });
      await invalidateTickets(queryClient, { districtId: ticket.districtId, ticketId: ticket.id });
    },
    onError: (err) => failureToast(TICKET_MESSAGES.commentFailed, err),
  });
}
