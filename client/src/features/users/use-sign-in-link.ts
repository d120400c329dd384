import { type ManagedUser, USER_MESSAGES } from '@domain/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';

/** A Five Star administrator's one-time sign-in link for someone: shown once, mailed to nobody. */
export function useSignInLink() {
  return useMutation({
    mutationFn: (user: Pick<ManagedUser, 'id'>) =>
      apiRequest<{ url: string; expiresAt: string }>('POST', `/api/users/${user.id}/sign-in-link`),
    onError: (err) => failureToast(USER_MESSAGES.signInLinkFailed, err),
  });
}
