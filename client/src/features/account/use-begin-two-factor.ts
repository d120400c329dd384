import { accountApi } from '@domain/api/account';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/account/2fa/setup: a new secret to add to an authenticator app (not on until confirmed). */
export const useBeginTwoFactor = () =>
  useApiMutation<typeof accountApi.beginTwoFactor, void>(accountApi.beginTwoFactor, {
    failure: 'Two-factor sign-in could not be set up',
  });
