import type { ManagedArticle } from '@domain/sparky-knowledge';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export const articlesKey = ['knowledge', 'articles'] as const;

/** Every article of Sparky's knowledge base, with its ratings (provider admins). */
export function useArticles() {
  return useQuery({
    queryKey: articlesKey,
    queryFn: () => apiGet<ManagedArticle[]>('/api/admin/knowledge/articles'),
  });
}
