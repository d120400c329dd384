import { cannedResponsesApi } from '@domain/api/canned-responses';
import { CANNED_MESSAGES } from '@domain/canned-responses';
import { useApiMutation } from '@/lib/use-api-mutation';
import { cannedResponsesKey } from './use-canned-responses';

export const useDeleteCannedResponse = () =>
  useApiMutation(cannedResponsesApi.remove, {
    input: (id: string) => ({ params: { id } }),
    success: CANNED_MESSAGES.deleted,
    failure: CANNED_MESSAGES.deleteFailed,
    invalidates: [cannedResponsesKey],
  });
