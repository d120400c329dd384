import { accountApi } from '@domain/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
  return useMutation({
    mutationFn: () => api(accountApi.signOutOthers),
    onSuccess: ({ ended }) =>
      toast({
        title: t('sessions.signedOutOthers'),
        description: t('sessions.ended', { count: ended }),
        variant: 'success',
      }),
    onError: (err) => failureToast(t('sessions.signOutOthersFailed'), err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
