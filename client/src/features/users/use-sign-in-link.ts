import { usersApi } from '@domain/api/users';
import { type ManagedUser, USER_MESSAGES } from '@domain/users';
import { useApiMutation } from '@/lib/use-api-mutation';

/** A Five Star administrator's one-time sign-in link for someone: shown once, mailed to nobody. */
export const useSignInLink = () =>
  useApiMutation(usersApi.signInLink, {
    input: (user: Pick<ManagedUser, 'id'>) => ({ params: { id: user.id } }),
    failure: USER_MESSAGES.signInLinkFailed,
  });
