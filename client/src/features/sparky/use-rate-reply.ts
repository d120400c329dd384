import { knowledgeApi } from '@domain/api/sparky';
import type { Conversation } from '@domain/sparky';
import { KNOWLEDGE_MESSAGES, type Rating } from '@domain/sparky-knowledge';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { conversationKey } from './use-conversation';

/** POST /api/ai/messages/:id/rating: the asker says whether an answer helped. */
export function useRateReply(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useApiMutation(knowledgeApi.rate, {
    input: ({ messageId, helpful }: Rating) => ({ params: { messageId }, body: { helpful } }),
    failure: KNOWLEDGE_MESSAGES.rateFailed,
    onSuccess: ({ messageId, helpful }) => {
      if (!sessionId) return;
      queryClient.setQueryData<Conversation>(conversationKey(sessionId), (old) =>
        old
          ? {
              ...old,
              messages: old.messages.map((m) => (m.id === messageId ? { ...m, rating: helpful } : m)),
            }
          : old,
      );
    },
  });
}
