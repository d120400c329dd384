import { ACCOUNT_MESSAGES, type changePasswordSchema } from '@domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { accountKeys } from './account-keys';

type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

export const changePassword = (payload: ChangePasswordPayload) =>
  apiRequest<{ success: true }>('POST', '/api/account/password', payload);

/** POST /api/account/password: the current password and a new one; every other session ends. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      toast({ ...ACCOUNT_MESSAGES.passwordChanged, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
    onError: (err) => failureToast('Your password could not be changed', err),
  });
}
