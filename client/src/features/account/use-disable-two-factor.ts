import { accountApi } from '@domain/api/account';
import type { EndpointInput } from '@domain/api/endpoint';
import { useApiMutation } from '@/lib/use-api-mutation';
import { accountKeys } from './account-keys';

/** POST /api/account/2fa/disable: the password and a current code (or a recovery code) turn it off. */
export const useDisableTwoFactor = () =>
  useApiMutation(accountApi.disableTwoFactor, {
    input: (body: EndpointInput<typeof accountApi.disableTwoFactor>['body']) => ({ body }),
    success: 'Two-factor sign-in is off',
    failure: 'Two-factor sign-in was not turned off',
    invalidates: [accountKeys.twoFactor],
  });
