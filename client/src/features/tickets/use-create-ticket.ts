import { ticketsApi } from '@domain/api/tickets';
import { type CreateTicketPayload, TICKET_MESSAGES } from '@domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { invalidateTickets } from './invalidate-tickets';

/** POST /api/tickets; success refreshes the lists and toasts 'Ticket created successfully'. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useApiMutation(ticketsApi.create, {
    input: (body: CreateTicketPayload) => ({ body }),
    failure: TICKET_MESSAGES.createFailed,
    // The toast names the ticket (a description), and comes before the lists refresh.
    onSuccess: async (ticket) => {
      toast({
        title: TICKET_MESSAGES.created,
        description: `${ticket.ticketNumber}: ${ticket.title}`,
        variant: 'success',
      });
      await invalidateTickets(queryClient, { districtId: ticket.districtId });
    },
  });
}
