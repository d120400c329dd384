import { type GiveAccessPayload, type ManagedUser, USER_MESSAGES } from '@domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { userKeys } from './user-keys';

/** POST /api/users/:id/access: a waiting account joins the district with a role. */
export function useGiveAccess(districtId: string, districtName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: GiveAccessPayload }) =>
      apiRequest<ManagedUser>('POST', `/api/users/${id}/access`, payload),
    onSuccess: async (user) => {
      toast({ ...USER_MESSAGES.accessGiven(user.name || user.email, districtName), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: userKeys.district(districtId) });
    },
    onError: (err) => failureToast(USER_MESSAGES.accessFailed, err),
  });
}
