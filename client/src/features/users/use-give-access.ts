import { usersApi } from '@domain/api/users';
import { type GiveAccessPayload, USER_MESSAGES } from '@domain/users';
import { useApiMutation } from '@/lib/use-api-mutation';
import { toast } from '@/ui/toast';
import { userKeys } from './user-keys';

/** POST /api/users/:id/access: a waiting account joins the district with a role. */
export const useGiveAccess = (districtId: string, districtName: string) =>
  useApiMutation(usersApi.giveAccess, {
    input: ({ id, payload }: { id: string; payload: GiveAccessPayload }) => ({
      params: { id },
      body: payload,
    }),
    failure: USER_MESSAGES.accessFailed,
    invalidates: [userKeys.district(districtId)],
    onSuccess: (user) => {
      toast({ ...USER_MESSAGES.accessGiven(user.name || user.email, districtName), variant: 'success' });
    },
  });
