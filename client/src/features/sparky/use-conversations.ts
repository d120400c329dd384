import type { ConversationSummary } from '@domain/sparky';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const conversationsKey = (districtId: string) => ['sparky', 'conversations', districtId] as const;

/** The signed-in user's recent conversations in the district, newest first. */
export function useConversations(districtId: string | null) {
  return useQuery({
    queryKey: conversationsKey(districtId ?? ''),
    queryFn: () =>
      apiGet<ConversationSummary[]>(`/api/ai/conversations?districtId=${encodeURIComponent(districtId!)}`),
    enabled: districtId !== null,
  });
}
