import type { twoFactorLoginSchema, twoFactorSetupSchema } from '@domain/account';
import type { AuthUser } from '@domain/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';

export const answerChallenge = (payload: z.infer<typeof twoFactorLoginSchema>) =>
  apiRequest<{ user: AuthUser; recoveryCodes?: string[] }>('POST', '/api/auth/login/2fa', payload);

export const challengeSetup = (challenge: string) =>
  apiRequest<z.infer<typeof twoFactorSetupSchema>>('POST', '/api/auth/login/2fa/setup', { challenge });

/** The second step of signing in: the app's code or a recovery code answers the challenge. */
export function useAnswerChallenge() {
  return useMutation({ mutationFn: answerChallenge });
}

/** A sign-in that must set up two-factor first (REQUIRE_2FA): the secret to add to the app. */
export function useChallengeSetup() {
  return useMutation({ mutationFn: challengeSetup });
}
