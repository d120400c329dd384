import type { twoFactorDisableSchema } from '@domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

export const disableTwoFactor = (payload: z.infer<typeof twoFactorDisableSchema>) =>
  apiRequest<{ success: true }>('POST', '/api/account/2fa/disable', payload);

/** POST /api/account/2fa/disable: the password and a current code (or a recovery code) turn it off. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      toast({ title: 'Two-factor sign-in is off', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
    },
    onError: (err) => failureToast('Two-factor sign-in was not turned off', err),
  });
}
