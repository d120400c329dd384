import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

export const endSession = (id: string) =>
  apiRequest<{ success: true }>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`);

/** DELETE /api/account/sessions/:id: signs one other browser out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () =>
      toast({ title: 'Signed out', description: 'That browser is signed out.', variant: 'success' }),
    onError: (err) => failureToast('That session could not be signed out', err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
