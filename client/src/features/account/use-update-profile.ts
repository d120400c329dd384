import type { updateProfileSchema } from '@domain/account';
import type { AuthUser } from '@domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { setAuthUser } from '@/features/auth';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';

type ProfilePayload = z.infer<typeof updateProfileSchema>;

export const updateProfile = (payload: ProfilePayload) =>
  apiRequest<{ user: AuthUser }>('PATCH', '/api/account', payload);

/** PATCH /api/account: the user's own name; the shell shows the new one at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      setAuthUser(queryClient, user);
      toast({ title: 'Name saved', description: `You are now ${user.name}.`, variant: 'success' });
    },
    onError: (err) => failureToast('Your name could not be saved', err),
  });
}
