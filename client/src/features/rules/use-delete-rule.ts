import { rulesApi } from '@domain/api/rules';
import { RULE_MESSAGES } from '@domain/rules';
import { useApiMutation } from '@/lib/use-api-mutation';
import { rulesKey } from './use-rules';

export const useDeleteRule = () =>
  useApiMutation(rulesApi.remove, {
    input: (id: string) => ({ params: { id } }),
    success: RULE_MESSAGES.deleted,
    failure: RULE_MESSAGES.deleteFailed,
    invalidates: [rulesKey],
  });
