import { accountApi } from '@domain/api/account';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/account/2fa/setup: a new secret to add to an authenticator app (not on until confirmed). */
export function useBeginTwoFactor() {
  const { t } = useTranslation('account');
  return useApiMutation<typeof accountApi.beginTwoFactor, void>(accountApi.beginTwoFactor, {
    failure: t('twoFactor.beginFailed'),
  });
}
