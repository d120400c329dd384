import { sparkyApi } from '@domain/api/sparky';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const conversationsKey = (districtId: string) => ['sparky', 'conversations', districtId] as const;

/** The signed-in user's recent conversations in the district, newest first. */
export function useConversations(districtId: string | null) {
  return useQuery({
    queryKey: conversationsKey(districtId ?? ''),
    queryFn: () => api(sparkyApi.conversations, { query: { districtId: districtId! } }),
    enabled: districtId !== null,
  });
}
