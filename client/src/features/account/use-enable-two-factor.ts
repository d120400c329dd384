import { accountApi } from '@domain/api/account';
import type { EndpointInput } from '@domain/api/endpoint';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

/** POST /api/account/2fa/enable: the first code of the new secret turns it on; answers the recovery codes. */
export function useEnableTwoFactor() {
  const { t } = useTranslation('account');
  return useApiMutation(accountApi.enableTwoFactor, {
    input: (body: EndpointInput<typeof accountApi.enableTwoFactor>['body']) => ({ body }),
    failure: t('twoFactor.enableFailed'),
    invalidates: [accountKeys.twoFactor],
    onSuccess: () => {
      toast({
        title: t('twoFactor.enabledToast'),
        description: t('twoFactor.enabledToastText'),
        variant: 'success',
      });
    },
  });
}
