import { usersApi } from '@domain/api/users';
import { type ManagedUser, USER_MESSAGES } from '@domain/users';
import { useApiMutation } from '@/lib/use-api-mutation';

/** A one-time link to choose a new password (also mailed to the person), for the administrator to pass on. */
export const useResetLink = () =>
  useApiMutation(usersApi.resetLink, {
    input: (user: Pick<ManagedUser, 'id'>) => ({ params: { id: user.id } }),
    failure: USER_MESSAGES.resetLinkFailed,
  });
