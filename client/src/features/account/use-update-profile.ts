import { accountApi } from '@domain/api/account';
import type { EndpointInput } from '@domain/api/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setAuthUser } from '@/features/auth';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';

/** PATCH /api/account: the user's own name; the shell shows the new one at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  return useApiMutation(accountApi.updateProfile, {
    input: (body: EndpointInput<typeof accountApi.updateProfile>['body']) => ({ body }),
    failure: t('name.failed'),
    onSuccess: ({ user }) => {
      setAuthUser(queryClient, user);
      toast({
        title: t('name.saved'),
        description: t('name.savedText', { name: user.name }),
        variant: 'success',
      });
    },
  });
}
