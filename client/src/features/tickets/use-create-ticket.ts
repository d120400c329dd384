import { type CreateTicketPayload, TICKET_MESSAGES, type Ticket } from '@domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { invalidateTickets } from './invalidate-tickets';
import { markOwnChange } from './own-changes';

export const createTicket = (body: CreateTicketPayload) => apiRequest<Ticket>('POST', '/api/tickets', body);

/** POST /api/tickets; success refreshes the lists and toasts 'Ticket created successfully'. */
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
    onError: (err) => failureToast(TICKET_MESSAGES.createFailed, err),
  });
}
