import { sparkyApi } from '@domain/api/sparky';
import type { ChatMessage, Conversation } from '@domain/sparky';
import type { CreateTicketPayload } from '@domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateTicket } from '@/features/tickets';
import { api } from '@/lib/api';
import { conversationKey } from './use-conversation';

/**
 * The ticket a user files from a reply's Create Ticket dialog: created as any ticket (one toast,
 * the tickets feature's), then recorded on the reply so it shows the ticket number after a reload.
 */
export function useTicketFromReply() {
  const queryClient = useQueryClient();
  const create = useCreateTicket();
  async function submit(conversation: Conversation, reply: ChatMessage, payload: CreateTicketPayload) {
    const ticket = await create.mutateAsync(payload);
    const linkedTicket = { id: ticket.id, ticketNumber: ticket.ticketNumber };
    // The ticket exists even if recording it on the reply fails; the reply then forgets it after a reload.
    await api(sparkyApi.linkTicket, {
      params: { messageId: reply.id },
      body: { ticketId: ticket.id, ticketNumber: ticket.ticketNumber },
    }).catch(() => undefined);
    queryClient.setQueryData<Conversation>(conversationKey(conversation.sessionId), (old) =>
      old
        ? { ...old, messages: old.messages.map((m) => (m.id === reply.id ? { ...m, linkedTicket } : m)) }
        : old,
    );
  }
  return { submit };
}
