import { accountApi } from '@domain/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

/**
 * POST /api/account/sessions/sign-out-others: every browser but this one is signed out. The list is
 * reloaded whatever the answer, so a mutation of its own rather than useApiMutation.
 */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(accountApi.signOutOthers),
    onSuccess: ({ ended }) =>
      toast({
        title: 'Signed out everywhere else',
        description: ended === 1 ? '1 other session was ended.' : `${ended} other sessions were ended.`,
        variant: 'success',
      }),
    onError: (err) => failureToast('The other sessions could not be signed out', err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
