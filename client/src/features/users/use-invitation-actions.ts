import { type InvitationAnswer, type ManagedUser, USER_MESSAGES } from '@domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { userKeys } from './user-keys';

/** A fresh invitation link (also mailed); the old one stops working. */
export function useResendInvitation(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<ManagedUser, 'id'>) =>
      apiRequest<InvitationAnswer>('POST', `/api/users/invitations/${user.id}/resend`),
    onSuccess: async () => {
      toast({ ...USER_MESSAGES.resent, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: userKeys.district(districtId) });
    },
    onError: (err) => failureToast(USER_MESSAGES.resendFailed, err),
  });
}

/** Withdraws an invitation not used yet (the account it made goes too). */
export function useRevokeInvitation(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<ManagedUser, 'id'>) =>
      apiRequest<{ success: true }>('DELETE', `/api/users/invitations/${user.id}`),
    onSuccess: async () => {
      toast({ ...USER_MESSAGES.revoked, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: userKeys.district(districtId) });
    },
    onError: (err) => failureToast(USER_MESSAGES.revokeFailed, err),
  });
}
