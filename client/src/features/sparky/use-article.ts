import { knowledgeApi } from '@domain/api/sparky';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The article an answer links (GET /api/ai/articles/:id), read when its dialog opens. */
export function useArticle(id: string | null) {
  return useQuery({
    queryKey: ['sparky', 'article', id ?? ''],
    queryFn: () => api(knowledgeApi.article, { params: { id: id! } }),
    enabled: id !== null,
  });
}
