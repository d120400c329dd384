import type { AuthUser } from '@domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { setAuthUser } from './use-auth';

export const acceptInvite = (payload: { token: string; password: string }) =>
  apiRequest<{ user: AuthUser }>('POST', '/api/auth/invite/accept', payload);

/** Sets the password of an invited account and signs it in. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: ({ user }) => setAuthUser(queryClient, user),
  });
}
