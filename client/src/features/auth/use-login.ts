import type { AuthUser, LoginPayload } from '@domain/auth';
import { SSO_MESSAGES } from '@domain/auth-messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, errorStatus } from '@/lib/api';
import { gateText } from '@/lib/gate-text';
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
    title: gateText('login', 'welcomeBack.title'),
    description: gateText('login', 'welcomeBack.description', { name: user.name || user.email }),
    variant: 'success',
  });
}

/** A refused password because the account's district (or Five Star) requires single sign-on. */
export const isSsoRequired = (err: unknown) =>
  errorStatus(err) === 403 &&
  // The server says it in the visitor's language (the same words as the gate's).
  [SSO_MESSAGES.passwordsOff, gateText('login', 'sso.passwordsOff')].includes(errorMessage(err) ?? '');

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
          ? (errorMessage(err) ?? gateText('login', 'messages.tooManyAttempts'))
          : isSsoRequired(err)
            ? gateText('login', 'sso.passwordsOff')
            : gateText('login', 'messages.loginFailed.description');
      toast({ title: gateText('login', 'messages.loginFailed.title'), description, variant: 'destructive' });
    },
  });
}
