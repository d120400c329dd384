import { type ManagedUser, USER_MESSAGES } from '@domain/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';

/** A one-time link to choose a new password (also mailed to the person), for the administrator to pass on. */
export function useResetLink() {
  return useMutation({
    mutationFn: (user: Pick<ManagedUser, 'id'>) =>
      apiRequest<{ resetUrl: string; expiresAt: string }>('POST', `/api/users/${user.id}/password-reset`),
    onError: (err) => failureToast(USER_MESSAGES.resetLinkFailed, err),
  });
}
