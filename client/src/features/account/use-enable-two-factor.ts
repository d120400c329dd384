import { accountApi } from '@domain/api/account';
import type { EndpointInput } from '@domain/api/endpoint';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

/** POST /api/account/2fa/enable: the first code of the new secret turns it on; answers the recovery codes. */
export const useEnableTwoFactor = () =>
  useApiMutation(accountApi.enableTwoFactor, {
    input: (body: EndpointInput<typeof accountApi.enableTwoFactor>['body']) => ({ body }),
    failure: 'Two-factor sign-in was not turned on',
    invalidates: [accountKeys.twoFactor],
    onSuccess: () => {
      toast({
        title: 'Two-factor sign-in is on',
        description: 'Save your recovery codes now.',
        variant: 'success',
      });
    },
  });
