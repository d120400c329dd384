import type { passwordResetRequestSchema } from '@domain/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';

export const requestPasswordReset = (payload: z.infer<typeof passwordResetRequestSchema>) =>
  apiRequest<{ message: string }>('POST', '/api/auth/password-reset', payload);

/** Forgot password: the server mails a one-time link, and answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onError: (err) => failureToast('The link could not be sent', err),
  });
}
