import type { ChatMessage, Conversation } from '@domain/sparky';
import { ticketDescriptionFromConversation } from '@domain/sparky';
import { TICKET_DEFAULTS } from '@domain/tickets';
import type { CreateTicketValues } from '@/features/tickets';

/**
 * What the Create Ticket dialog of a reply starts from: Sparky's title, the conversation up to the
 * reply as the description, its priority and category; an escalation is critical.
 */
export function ticketDraftOf(
  conversation: Conversation,
  reply: ChatMessage,
): Omit<CreateTicketValues, 'districtId'> {
  const upTo = conversation.messages.slice(0, conversation.messages.findIndex((m) => m.id === reply.id) + 1);
  return {
    title: reply.suggestedTicketTitle ?? conversation.title,
    description: ticketDescriptionFromConversation(upTo, { sessionId: conversation.sessionId }),
    priority:
      reply.actionRequired === 'escalate' ? 'critical' : (reply.ticket?.priority ?? TICKET_DEFAULTS.priority),
    category: reply.ticket?.category ?? TICKET_DEFAULTS.category,
  };
}
