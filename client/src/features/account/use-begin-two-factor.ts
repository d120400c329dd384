import type { twoFactorSetupSchema } from '@domain/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';

export type TwoFactorSecret = z.infer<typeof twoFactorSetupSchema>;

export const beginTwoFactor = () => apiRequest<TwoFactorSecret>('POST', '/api/account/2fa/setup');

/** POST /api/account/2fa/setup: a new secret to add to an authenticator app (not on until confirmed). */
export function useBeginTwoFactor() {
  return useMutation({
    mutationFn: beginTwoFactor,
    onError: (err) => failureToast('Two-factor sign-in could not be set up', err),
  });
}
