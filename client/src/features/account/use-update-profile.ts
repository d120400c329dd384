import { accountApi } from '@domain/api/account';
import type { EndpointInput } from '@domain/api/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { setAuthUser } from '@/features/auth';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';

/** PATCH /api/account: the user's own name; the shell shows the new one at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useApiMutation(accountApi.updateProfile, {
    input: (body: EndpointInput<typeof accountApi.updateProfile>['body']) => ({ body }),
    failure: 'Your name could not be saved',
    onSuccess: ({ user }) => {
      setAuthUser(queryClient, user);
      toast({ title: 'Name saved', description: `You are now ${user.name}.`, variant: 'success' });
    },
  });
}
