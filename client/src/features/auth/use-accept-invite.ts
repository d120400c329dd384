import { authLinksApi } from '@domain/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setAuthUser } from './use-auth';

export const acceptInvite = (payload: { token: string; password: string }) =>
  api(authLinksApi.acceptInvite, { body: payload });

/**
 * Sets the password of an invited account and signs it in. The invitation page says how it
 * went itself (its own welcome, its own failure toast), so this is not a useApiMutation.
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: ({ user }) => setAuthUser(queryClient, user),
  });
}
