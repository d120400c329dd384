import { rulesApi } from '@domain/api/rules';
import { type CreateRulePayload, RULE_MESSAGES, type UpdateRulePayload } from '@domain/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { rulesKey } from './use-rules';

type SaveRule = { id: string; input: UpdateRulePayload } | { id?: undefined; input: CreateRulePayload };

/** Adds a rule (no id) or saves one. Two endpoints (create, update), so not one useApiMutation. */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveRule) =>
      save.id
        ? api(rulesApi.update, { params: { id: save.id }, body: save.input })
        : api(rulesApi.create, { body: save.input }),
    onSuccess: (saved, { id }) => {
      toast({
        title: id ? RULE_MESSAGES.updated : RULE_MESSAGES.created,
        description: saved.name,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: rulesKey });
    },
    onError: (err) => failureToast(RULE_MESSAGES.saveFailed, err),
  });
}
