import type { passwordResetRequestSchema } from '@domain/account';
import type { z } from 'zod';
import { authLinkCalls } from '@/features/auth/sign-in-api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Forgot password: the server mails a one-time link, and answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useApiMutation(authLinkCalls.requestPasswordReset, {
    input: (body: z.infer<typeof passwordResetRequestSchema>) => ({ body }),
    failure: 'The link could not be sent',
  });
}
