import type { Conversation } from '@domain/sparky';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const conversationKey = (sessionId: string) => ['sparky', 'conversation', sessionId] as const;

/** One stored conversation with its messages, so a conversation survives a reload. */
export function useConversation(sessionId: string | null) {
  return useQuery({
    queryKey: conversationKey(sessionId ?? ''),
    queryFn: () => apiGet<Conversation>(`/api/ai/conversations/${encodeURIComponent(sessionId!)}`),
    enabled: sessionId !== null,
  });
}
