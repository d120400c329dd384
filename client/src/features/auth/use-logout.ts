import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { type AuthCheck, authKey, removeDataQueries } from './use-auth';

export const logout = () => apiRequest<{ success: true }>('POST', '/api/auth/logout');

/** Signs out, then invalidates the authentication data and clears the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      removeDataQueries(queryClient);
      queryClient.setQueryData<AuthCheck>(authKey, (old) => ({
        isAuthenticated: false,
        demoAvailable: old?.demoAvailable ?? false,
        resetByMail: old?.resetByMail ?? false,
      }));
      await queryClient.invalidateQueries({ queryKey: authKey });
    },
    onError: (err) => failureToast('Sign Out Failed', err),
  });
}
