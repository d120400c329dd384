import { ACCOUNT_MESSAGES } from '@domain/account';
import { accountApi } from '@domain/api/account';
import type { EndpointInput } from '@domain/api/endpoint';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@/lib/use-api-mutation';
import { accountKeys } from './account-keys';

type ChangePasswordPayload = EndpointInput<typeof accountApi.changePassword>['body'];

/** POST /api/account/password: the current password and a new one; every other session ends. */
export function useChangePassword() {
  const { t } = useTranslation('account');
  return useApiMutation(accountApi.changePassword, {
    input: (body: ChangePasswordPayload) => ({ body }),
    failure: t('password.failed'),
    invalidates: [accountKeys.sessions],
    success: ACCOUNT_MESSAGES.passwordChanged,
  });
}
