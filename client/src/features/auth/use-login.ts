import type { AuthUser, LoginPayload } from '@domain/auth';
import { MESSAGES, SSO_MESSAGES } from '@domain/auth-messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/ui/toast';
import { authCalls } from './sign-in-api';
import { setAuthUser } from './use-auth';
import { syncViewMarker } from './view-marker';

/** Signed in, or, when the password is right but a code must follow, a challenge for POST /api/auth/login/2fa. */
export const login = (payload: LoginPayload) => api(authCalls.login, { body: payload });

/** Stores the user who just signed in and says welcome. */
export function welcome(queryClient: QueryClient, user: AuthUser): void {
  syncViewMarker(user);
  setAuthUser(queryClient, user);
  toast({
    title: 'Welcome back!',
    description: `Signed in as ${user.name || user.email}.`,
    variant: 'success',
  });
}

/** A refused password because the account's district (or Five Star) requires single sign-on. */
export const isSsoRequired = (err: unknown) =>
  errorStatus(err) === 403 && errorMessage(err) === SSO_MESSAGES.passwordsOff;

/** The password step of signing in; a challenge answer leaves the caller to ask for the code. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('user' in answer) welcome(queryClient, answer.user);
    },
    onError: (err) => {
      const description =
        errorStatus(err) === 429
          ? (errorMessage(err) ?? MESSAGES.tooManyAttempts)
          : isSsoRequired(err)
            ? SSO_MESSAGES.passwordsOff
            : MESSAGES.loginFailed.description;
      toast({ title: MESSAGES.loginFailed.title, description, variant: 'destructive' });
    },
  });
}
