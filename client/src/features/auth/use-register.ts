import type { AuthUser, RegisterPayload } from '@domain/auth';
import { MESSAGES } from '@domain/auth-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { setAuthUser } from './use-auth';

export const register = (payload: RegisterPayload) =>
  apiRequest<{ user: AuthUser }>('POST', '/api/auth/register', payload);

/** Creates the account and signs the user in (see docs/product.md#sign-in). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      setAuthUser(queryClient, user);
      toast({
        title: 'Account Created!',
        description: `Welcome, ${user.firstName || user.name}.`,
        variant: 'success',
      });
    },
    onError: (err) => failureToast(MESSAGES.registrationFailed, err),
  });
}
