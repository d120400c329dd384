import type { RegisterPayload } from '@domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { gateText } from '@/lib/gate-text';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { authCalls } from './sign-in-api';
import { setAuthUser } from './use-auth';

/** Creates the account and signs the user in (see docs/product.md#sign-in). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useApiMutation(authCalls.register, {
    input: (body: RegisterPayload) => ({ body }),
    failure: {
      title: gateText('login', 'messages.registrationFailed.title'),
      description: gateText('login', 'messages.registrationFailed.description'),
    },
    onSuccess: ({ user }) => {
      setAuthUser(queryClient, user);
      toast({
        title: gateText('login', 'register.created.title'),
        description: gateText('login', 'register.created.description', { name: user.firstName || user.name }),
        variant: 'success',
      });
    },
  });
}
