import type { AuthUser, LoginPayload } from '@domain/auth';
import { MESSAGES } from '@domain/auth-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/ui/toast';
import { setAuthUser } from './use-auth';
import { syncViewMarker } from './view-marker';

export const login = (payload: LoginPayload) =>
  apiRequest<{ user: AuthUser }>('POST', '/api/auth/login', payload);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      syncViewMarker(user);
      setAuthUser(queryClient, user);
      toast({
        title: 'Welcome back!',
        description: `Signed in as ${user.name || user.email}.`,
        variant: 'success',
      });
    },
    onError: (err) => {
      const description =
        errorStatus(err) === 429
          ? (errorMessage(err) ?? MESSAGES.tooManyAttempts)
          : MESSAGES.loginFailed.description;
      toast({ title: MESSAGES.loginFailed.title, description, variant: 'destructive' });
    },
  });
}
