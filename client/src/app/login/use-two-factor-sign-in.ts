import type { twoFactorLoginSchema } from '@domain/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authCalls } from '@/features/auth/sign-in-api';
import { api } from '@/lib/api';

export const answerChallenge = (payload: z.infer<typeof twoFactorLoginSchema>) =>
  api(authCalls.answerChallenge, { body: payload });

export const challengeSetup = (challenge: string) => api(authCalls.challengeSetup, { body: { challenge } });

/** The second step of signing in: the app's code or a recovery code answers the challenge. */
export function useAnswerChallenge() {
  return useMutation({ mutationFn: answerChallenge });
}

/** A sign-in that must set up two-factor first (REQUIRE_2FA): the secret to add to the app. */
export function useChallengeSetup() {
  return useMutation({ mutationFn: challengeSetup });
}
