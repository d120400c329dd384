import { cannedResponsesApi } from '@domain/api/canned-responses';
import {
  CANNED_MESSAGES,
  type CreateCannedResponsePayload,
  type UpdateCannedResponsePayload,
} from '@domain/canned-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { cannedResponsesKey } from './use-canned-responses';

export type SaveCannedResponse =
  | { id: string; input: UpdateCannedResponsePayload }
  | { id?: undefined; input: CreateCannedResponsePayload };

/** Adds a canned response (no id) or saves one. Two endpoints (create, update), so not one useApiMutation. */
export function useSaveCannedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveCannedResponse) =>
      save.id
        ? api(cannedResponsesApi.update, { params: { id: save.id }, body: save.input })
        : api(cannedResponsesApi.create, { body: save.input }),
    onSuccess: (saved, { id }) => {
      toast({
        title: id ? CANNED_MESSAGES.updated : CANNED_MESSAGES.created,
        description: saved.title,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: cannedResponsesKey });
    },
    onError: (err) => failureToast(CANNED_MESSAGES.saveFailed, err),
  });
}
