import { type CreateTicketPayload, TICKET_MESSAGES, type Ticket } from '@domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { toast } from '@/ui/toast';
import { invalidateTickets } from './invalidate-tickets';
import { markOwnChange } from './own-changes';
import { ticketFailureToast } from './ticket-failure-toast';

export const createTicket = (body: CreateTicketPayload) => apiRequest<Ticket>('POST', '/api/tickets', body);

/** Spec 7: POST /api/tickets; success refreshes the lists and toasts 'Ticket created successfully'. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: async (ticket) => {
      markOwnChange(ticket.id);
      toast({
        title: TICKET_MESSAGES.created,
        description: `${ticket.ticketNumber}: ${ticket.title}`,
        variant: 'success',
      });
      await invalidateTickets(queryClient, { districtId: ticket.districtId });
    },
    onError: (err) => ticketFailureToast(TICKET_MESSAGES.createFailed, err),
  });
}
