import type { Article } from '@domain/sparky-knowledge';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** The article an answer links (GET /api/ai/articles/:id), read when its dialog opens. */
export function useArticle(id: string | null) {
  return useQuery({
    queryKey: ['sparky', 'article', id ?? ''],
    queryFn: () => apiGet<Article>(`/api/ai/articles/${encodeURIComponent(id!)}`),
    enabled: id !== null,
  });
}
