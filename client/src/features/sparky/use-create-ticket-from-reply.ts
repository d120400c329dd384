import type { ChatMessage, Conversation } from '@domain/sparky';
import { ticketDescriptionFromConversation } from '@domain/sparky';
import { TICKET_DEFAULTS, TICKET_MESSAGES, type Ticket } from '@domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { toast } from '@/ui/toast';
import { conversationKey } from './use-conversation';

interface Input {
  conversation: Conversation;
  reply: ChatMessage;
}

/**
 * The Create Ticket button of a reply that suggests one: POST /api/tickets with the suggested title
 * and the conversation up to that reply as the description, then records the ticket on the reply.
 */
export function useCreateTicketFromReply(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ conversation, reply }: Input) => {
      const upTo = conversation.messages.slice(
        0,
        conversation.messages.findIndex((m) => m.id === reply.id) + 1,
      );
      const ticket = await apiRequest<Ticket>('POST', '/api/tickets', {
        districtId,
        title: reply.suggestedTicketTitle ?? conversation.title,
        description: ticketDescriptionFromConversation(upTo, { sessionId: conversation.sessionId }),
        priority: reply.ticket?.priority ?? TICKET_DEFAULTS.priority,
        status: 'open',
        category: reply.ticket?.category ?? TICKET_DEFAULTS.category,
      });
      const linked = { ticketId: ticket.id, ticketNumber: ticket.ticketNumber };
      // The ticket exists even if recording it on the reply fails; the reply then just forgets it after a reload.
      await apiRequest('PUT', `/api/ai/messages/${reply.id}/ticket`, linked).catch(() => undefined);
      return { sessionId: conversation.sessionId, replyId: reply.id, ticket };
    },
    onSuccess: ({ sessionId, replyId, ticket }) => {
      queryClient.setQueryData<Conversation>(conversationKey(sessionId), (old) =>
        old
          ? {
              ...old,
              messages: old.messages.map((m) =>
                m.id === replyId
                  ? { ...m, linkedTicket: { id: ticket.id, ticketNumber: ticket.ticketNumber } }
                  : m,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      toast({
        title: TICKET_MESSAGES.created,
        description: `Ticket ${ticket.ticketNumber}`,
        variant: 'success',
      });
    },
    onError: () => toast({ ...TICKET_MESSAGES.createFailed, variant: 'destructive' }),
  });
}
