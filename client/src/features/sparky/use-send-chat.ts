import { sparkyApi } from '@domain/api/sparky';
import type { ChatMessage, ChatRequest, ChatResponse, Conversation } from '@domain/sparky';
import { conversationTitle, SPARKY_MESSAGES } from '@domain/sparky';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { ChatStreamError, streamChat } from './stream-chat';
import { conversationKey } from './use-conversation';
import { conversationsKey } from './use-conversations';

export const sendChat = (payload: ChatRequest) => api(sparkyApi.chat, { body: payload });

function replyAsMessage(r: ChatResponse): ChatMessage {
  return {
    id: r.messageId,
    role: 'assistant',
    content: r.message,
    timestamp: r.timestamp,
    actionRequired: r.actionRequired,
    suggestedTicketTitle: r.suggestedTicketTitle,
    confidence: r.confidence,
    engine: r.engine,
    model: r.model,
    sources: r.sources,
    ticket: r.ticket,
    linkedTicket: null,
    rating: null,
  };
}

/**
 * POST /api/ai/chat, or with a language model POST /api/ai/chat/stream, whose words go to
 * `onText` as they are written. The question and the reply are appended to the cached
 * conversation; the toasts follow the reply's actionRequired once it is complete; a failure shows
 * 'Chat Error' (docs/product.md#sparky).
 */
export function useSendChat(
  districtId: string,
  onSession: (sessionId: string) => void,
  onText: (soFar: string) => void,
  /** The help portal says what comes next under the reply itself, not in a toast. */
  options: { actionToasts?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ChatRequest & { askedAt: string; stream: boolean }) => {
      const { askedAt: _askedAt, stream, ...body } = payload;
      return stream ? streamChat(body, onText) : sendChat(body);
    },
    onSuccess: (reply, sent) => {
      const question: ChatMessage = {
        ...replyAsMessage(reply),
        id: `local-${reply.messageId}`,
        role: 'user',
        content: sent.message.trim(),
        timestamp: sent.askedAt,
        actionRequired: null,
        confidence: null,
        engine: null,
        model: null,
        sources: [],
        ticket: null,
        suggestedTicketTitle: null,
      };
      queryClient.setQueryData<Conversation>(conversationKey(reply.sessionId), (old) => {
        const base: Conversation = old ?? {
          sessionId: reply.sessionId,
          title: conversationTitle(sent.message),
          messageCount: 0,
          createdAt: sent.askedAt,
          updatedAt: reply.timestamp,
          messages: [],
          onCallPhone: null,
          solvedAt: null,
        };
        return {
          ...base,
          onCallPhone: reply.onCallPhone ?? base.onCallPhone,
          messageCount: base.messageCount + 2,
          updatedAt: reply.timestamp,
          messages: [...base.messages, question, replyAsMessage(reply)],
        };
      });
      onSession(reply.sessionId);
      void queryClient.invalidateQueries({ queryKey: conversationsKey(districtId) });
      if (options.actionToasts === false) return;
      if (reply.actionRequired === 'escalate') toast({ ...SPARKY_MESSAGES.escalation });
      if (reply.actionRequired === 'create_ticket') toast({ ...SPARKY_MESSAGES.createTicket });
    },
    onError: (err) =>
      err instanceof ChatStreamError
        ? toast({ title: SPARKY_MESSAGES.chatError.title, description: err.message, variant: 'destructive' })
        : failureToast(SPARKY_MESSAGES.chatError, err),
  });
}
