import { sparkyApi } from '@domain/api/sparky';
import { PORTAL_MESSAGES } from '@domain/portal';
import type { Conversation } from '@domain/sparky';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { conversationKey } from './use-conversation';

/** "That solved it" (POST /api/ai/deflections): the conversation ends without a ticket. */
export function useSolved() {
  const queryClient = useQueryClient();
  return useApiMutation(sparkyApi.deflect, {
    input: (vars: { sessionId: string; messageId?: string }) => ({ body: vars }),
    success: PORTAL_MESSAGES.solved,
    failure: PORTAL_MESSAGES.solvedFailed,
    onSuccess: (answer) => {
      queryClient.setQueryData<Conversation>(conversationKey(answer.sessionId), (old) =>
        old ? { ...old, solvedAt: answer.createdAt } : old,
      );
    },
  });
}
