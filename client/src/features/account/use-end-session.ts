import { accountApi } from '@domain/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
  return useMutation({
    mutationFn: (id: string) => api(accountApi.endSession, { params: { id } }),
    onSuccess: () =>
      toast({ title: t('sessions.signedOut'), description: t('sessions.signedOutText'), variant: 'success' }),
    onError: (err) => failureToast(t('sessions.signOutFailed'), err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
