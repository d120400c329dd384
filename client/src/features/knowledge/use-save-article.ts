import { knowledgeApi } from '@domain/api/sparky';
import { type ArticleInput, KNOWLEDGE_MESSAGES, type ManagedArticle } from '@domain/sparky-knowledge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { articlesKey } from './use-articles';

/**
 * Adds an article (no id) or saves one; Sparky answers with it at once. Two endpoints (create,
 * update), so not one useApiMutation.
 */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ArticleInput }) =>
      id
        ? api(knowledgeApi.update, { params: { id }, body: input })
        : api(knowledgeApi.create, { body: input }),
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
  return useApiMutation(knowledgeApi.setStatus, {
    input: ({ id, retired }: { id: string; retired: boolean }) => ({ params: { id }, body: { retired } }),
    failure: KNOWLEDGE_MESSAGES.saveFailed,
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
  });
}
