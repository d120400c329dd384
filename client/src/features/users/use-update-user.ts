import { type DistrictRole, type ManagedUser, USER_MESSAGES } from '@domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { userKeys } from './user-keys';

export interface UserChanges {
  role?: DistrictRole;
  department?: string | null;
  isActive?: boolean;
}

/**
 * Role, department, deactivation and reactivation. A refusal (the last administrator, one's own
 * role) toasts the server's own sentence.
 */
export function useUpdateUser(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChanges }) =>
      apiRequest<ManagedUser>('PATCH', `/api/users/${id}`, changes),
    onSuccess: async () => {
      toast({ ...USER_MESSAGES.updated, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: userKeys.district(districtId) });
    },
    onError: (err) => failureToast(USER_MESSAGES.updateFailed, err),
  });
}
