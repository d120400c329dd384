import type { RegisterPayload } from '@domain/auth';
import { MESSAGES } from '@domain/auth-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { authCalls } from './sign-in-api';
import { setAuthUser } from './use-auth';

/** Creates the account and signs the user in (see docs/product.md#sign-in). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useApiMutation(authCalls.register, {
    input: (body: RegisterPayload) => ({ body }),
    failure: MESSAGES.registrationFailed,
    onSuccess: ({ user }) => {
      setAuthUser(queryClient, user);
      toast({
        title: 'Account Created!',
        description: `Welcome, ${user.firstName || user.name}.`,
        variant: 'success',
      });
    },
  });
}
