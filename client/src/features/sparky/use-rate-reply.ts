import type { Conversation } from '@domain/sparky';
import { KNOWLEDGE_MESSAGES, type Rating } from '@domain/sparky-knowledge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { conversationKey } from './use-conversation';

/** POST /api/ai/messages/:id/rating: the asker says whether an answer helped. */
export function useRateReply(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, helpful }: Rating) =>
      apiRequest<Rating>('POST', `/api/ai/messages/${messageId}/rating`, { helpful }),
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
    onError: (err) => failureToast(KNOWLEDGE_MESSAGES.rateFailed, err),
  });
}
