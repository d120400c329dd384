import type { passwordResetConfirmSchema } from '@domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authKey } from '@/features/auth/use-auth';
import { apiRequest } from '@/lib/api';

export const confirmPasswordReset = (payload: z.infer<typeof passwordResetConfirmSchema>) =>
  apiRequest<{ success: true }>('POST', '/api/auth/password-reset/confirm', payload);

/** Sets the new password with the emailed link's token; every session of the account ends. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // Every session ended, this browser's too: ask the server again who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKey }),
  });
}
