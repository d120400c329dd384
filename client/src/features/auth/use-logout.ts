import { authApi } from '@domain/api/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@/lib/use-api-mutation';
import { type AuthCheck, authKey, forgetAuthCheck, removeDataQueries } from './use-auth';

/** Signs out, then invalidates the authentication data and clears the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  // Nothing to send: `mutate()`.
  return useApiMutation<typeof authApi.logout, void>(authApi.logout, {
    input: () => ({}),
    failure: t('logout.failed'),
    onSuccess: async () => {
      removeDataQueries(queryClient);
      forgetAuthCheck();
      queryClient.setQueryData<AuthCheck>(authKey, (old) => ({
        isAuthenticated: false,
        demoAvailable: old?.demoAvailable ?? false,
        resetByMail: old?.resetByMail ?? false,
      }));
      await queryClient.invalidateQueries({ queryKey: authKey });
    },
  });
}
