import { type InvitationAnswer, type InviteUserPayload, USER_MESSAGES } from '@domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { userKeys } from './user-keys';

/** Invites someone to the district: the server mails the link and answers it too. */
export function useInviteUser(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InviteUserPayload) =>
      apiRequest<InvitationAnswer>('POST', '/api/users/invitations', { ...payload, districtId }),
    onSuccess: async () => {
      toast({ ...USER_MESSAGES.invited, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: userKeys.district(districtId) });
    },
    onError: (err) => failureToast(USER_MESSAGES.inviteFailed, err),
  });
}
