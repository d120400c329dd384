import { TICKET_MESSAGES, type Ticket, type UpdateTicketPayload } from '@domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { invalidateTickets } from './invalidate-tickets';
import { markOwnChange } from './own-changes';

export const updateTicket = (id: string, body: UpdateTicketPayload) =>
  apiRequest<Ticket>('PATCH', `/api/tickets/${encodeURIComponent(id)}`, body);

/** PATCH /api/tickets/:id (the row menu sends `{ status }`); toasts 'Ticket updated successfully'. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTicketPayload }) => updateTicket(id, changes),
    onMutate: ({ id }) => markOwnChange(id),
    onSuccess: async (ticket) => {
      toast({
        title: TICKET_MESSAGES.updated,
        description: `${ticket.ticketNumber}: ${ticket.title}`,
        variant: 'success',
      });
      await invalidateTickets(queryClient, { districtId: ticket.districtId, ticketId: ticket.id });
    },
    onError: (err) => failureToast(TICKET_MESSAGES.updateFailed, err),
  });
}
