import { knowledgeApi } from '@domain/api/sparky';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const articlesKey = ['knowledge', 'articles'] as const;

/** Every article of Sparky's knowledge base, with its ratings (provider admins). */
export function useArticles() {
  return useQuery({
    queryKey: articlesKey,
    queryFn: () => api(knowledgeApi.list),
  });
}
