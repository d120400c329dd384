import { accountApi } from '@domain/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

/**
 * DELETE /api/account/sessions/:id: signs one other browser out. The list is reloaded whatever the
 * answer (a session already gone drops out of it), so a mutation of its own rather than useApiMutation.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(accountApi.endSession, { params: { id } }),
    onSuccess: () =>
      toast({ title: 'Signed out', description: 'That browser is signed out.', variant: 'success' }),
    onError: (err) => failureToast('That session could not be signed out', err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
