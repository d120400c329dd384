import { sparkyApi } from '@domain/api/sparky';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const conversationKey = (sessionId: string) => ['sparky', 'conversation', sessionId] as const;

/** One stored conversation with its messages, so a conversation survives a reload. */
export function useConversation(sessionId: string | null) {
  return useQuery({
    queryKey: conversationKey(sessionId ?? ''),
    queryFn: () => api(sparkyApi.conversation, { params: { sessionId: sessionId! } }),
    enabled: sessionId !== null,
  });
}
