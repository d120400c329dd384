import { ticketsApi } from '@domain/api/tickets';
import { TICKET_MESSAGES, type UpdateTicketPayload } from '@domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { invalidateTickets } from './invalidate-tickets';

/** PATCH /api/tickets/:id (the row menu sends `{ status }`); toasts 'Ticket updated successfully'. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useApiMutation(ticketsApi.update, {
    input: ({ id, changes }: { id: string; changes: UpdateTicketPayload }) => ({
      params: { id },
      body: changes,
    }),
    failure: TICKET_MESSAGES.updateFailed,
    // The toast names the ticket (a description), and comes before the lists refresh.
    onSuccess: async (ticket) => {
      toast({
        title: TICKET_MESSAGES.updated,
        description: `${ticket.ticketNumber}: ${ticket.title}`,
        variant: 'success',
      });
      await invalidateTickets(queryClient, { districtId: ticket.districtId, ticketId: ticket.id });
    },
  });
}
