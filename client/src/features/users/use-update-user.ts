import { usersApi } from '@domain/api/users';
import { type DistrictRole, USER_MESSAGES } from '@domain/users';
import { useApiMutation } from '@/lib/use-api-mutation';
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
export const useUpdateUser = (districtId: string) =>
  useApiMutation(usersApi.update, {
    input: ({ id, changes }: { id: string; changes: UserChanges }) => ({ params: { id }, body: changes }),
    failure: USER_MESSAGES.updateFailed,
    invalidates: [userKeys.district(districtId)],
    success: USER_MESSAGES.updated,
  });
