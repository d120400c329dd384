import { usersApi } from '@domain/api/users';
import { type ManagedUser, USER_MESSAGES } from '@domain/users';
import { useApiMutation } from '@/lib/use-api-mutation';
import { userKeys } from './user-keys';

const byId = (user: Pick<ManagedUser, 'id'>) => ({ params: { id: user.id } });

/** A fresh invitation link (also mailed); the old one stops working. */
export const useResendInvitation = (districtId: string) =>
  useApiMutation(usersApi.resendInvitation, {
    input: byId,
    failure: USER_MESSAGES.resendFailed,
    invalidates: [userKeys.district(districtId)],
    success: USER_MESSAGES.resent,
  });

/** Withdraws an invitation not used yet (the account it made goes too). */
export const useRevokeInvitation = (districtId: string) =>
  useApiMutation(usersApi.revokeInvitation, {
    input: byId,
    failure: USER_MESSAGES.revokeFailed,
    invalidates: [userKeys.district(districtId)],
    success: USER_MESSAGES.revoked,
  });
