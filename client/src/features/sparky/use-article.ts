import { knowledgeApi } from '@domain/api/sparky';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLocale } from '@/lib/locale';

/**
 * The article an answer links (GET /api/ai/articles/:id), read when its dialog opens, in the
 * language the portal shows (the server answers its Spanish version when there is one).
 */
export function useArticle(id: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['sparky', 'article', id ?? '', locale],
    queryFn: () => api(knowledgeApi.article, { params: { id: id! } }),
    enabled: id !== null,
  });
}
