import { usersApi } from '@domain/api/users';
import { type InviteUserPayload, USER_MESSAGES } from '@domain/users';
import { useApiMutation } from '@/lib/use-api-mutation';
import { userKeys } from './user-keys';

/** Invites someone to the district: the server mails the link and answers it too. */
export const useInviteUser = (districtId: string) =>
  useApiMutation(usersApi.invite, {
    input: (payload: InviteUserPayload) => ({ body: { ...payload, districtId } }),
    failure: USER_MESSAGES.inviteFailed,
    invalidates: [userKeys.district(districtId)],
    success: USER_MESSAGES.invited,
  });
