import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

export const signOutOthers = () =>
  apiRequest<{ ended: number }>('POST', '/api/account/sessions/sign-out-others');

/** POST /api/account/sessions/sign-out-others: every browser but this one is signed out. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
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
