import type { passwordResetConfirmSchema } from '@domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authLinkCalls } from '@/features/auth/sign-in-api';
import { authKey } from '@/features/auth/use-auth';
import { api } from '@/lib/api';

export const confirmPasswordReset = (payload: z.infer<typeof passwordResetConfirmSchema>) =>
  api(authLinkCalls.confirmPasswordReset, { body: payload });

/** Sets the new password with the emailed link's token; every session of the account ends. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // Every session ended, this browser's too: ask the server again who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKey }),
  });
}
