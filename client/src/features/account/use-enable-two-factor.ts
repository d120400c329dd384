import type { twoFactorEnableSchema } from '@domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

export const enableTwoFactor = (payload: z.infer<typeof twoFactorEnableSchema>) =>
  apiRequest<{ recoveryCodes: string[] }>('POST', '/api/account/2fa/enable', payload);

/** POST /api/account/2fa/enable: the first code of the new secret turns it on; answers the recovery codes. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async () => {
      toast({
        title: 'Two-factor sign-in is on',
        description: 'Save your recovery codes now.',
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
    },
    onError: (err) => failureToast('Two-factor sign-in was not turned on', err),
  });
}
