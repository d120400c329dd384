import {
  type Article,
  type ArticleInput,
  KNOWLEDGE_MESSAGES,
  type ManagedArticle,
} from '@domain/sparky-knowledge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { articlesKey } from './use-articles';

/** Adds an article (no id) or saves one; Sparky answers with it at once. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ArticleInput }) =>
      id
        ? apiRequest<Article>('PUT', `/api/admin/knowledge/articles/${encodeURIComponent(id)}`, input)
        : apiRequest<Article>('POST', '/api/admin/knowledge/articles', input),
    onSuccess: (article, { id }) => {
      toast({
        title: id ? KNOWLEDGE_MESSAGES.updated : KNOWLEDGE_MESSAGES.created,
        description: article.title,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: articlesKey });
    },
    onError: (err) => failureToast(KNOWLEDGE_MESSAGES.saveFailed, err),
  });
}

/** Retires an article (Sparky stops answering with it) or restores it. */
export function useSetRetired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retired }: { id: string; retired: boolean }) =>
      apiRequest<ManagedArticle>('PUT', `/api/admin/knowledge/articles/${encodeURIComponent(id)}/status`, {
        retired,
      }),
    onSuccess: (article) => {
      toast({
        title: article.retired ? KNOWLEDGE_MESSAGES.retired : KNOWLEDGE_MESSAGES.restored,
        description: article.title,
        variant: 'success',
      });
      queryClient.setQueryData<ManagedArticle[]>(articlesKey, (old) =>
        old?.map((a) => (a.id === article.id ? article : a)),
      );
    },
    onError: (err) => failureToast(KNOWLEDGE_MESSAGES.saveFailed, err),
  });
}
