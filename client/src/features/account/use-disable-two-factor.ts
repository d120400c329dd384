import { accountApi } from '@domain/api/account';
import type { EndpointInput } from '@domain/api/endpoint';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@/lib/use-api-mutation';
import { accountKeys } from './account-keys';

/** POST /api/account/2fa/disable: the password and a current code (or a recovery code) turn it off. */
export function useDisableTwoFactor() {
  const { t } = useTranslation('account');
  return useApiMutation(accountApi.disableTwoFactor, {
    input: (body: EndpointInput<typeof accountApi.disableTwoFactor>['body']) => ({ body }),
    success: t('twoFactor.disabledToast'),
    failure: t('twoFactor.disableFailed'),
    invalidates: [accountKeys.twoFactor],
  });
}
