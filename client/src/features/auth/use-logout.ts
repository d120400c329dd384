import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/lib/api';
import { toast } from '@/ui/toast';
import { type AuthCheck, authKey, removeDataQueries } from './use-auth';

export const logout = () => apiRequest<{ success: true }>('POST', '/api/auth/logout');

/** Signs out, then invalidates the authentication data and clears the cache (spec 7). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      removeDataQueries(queryClient);
      queryClient.setQueryData<AuthCheck>(authKey, (old) => ({
        isAuthenticated: false,
        demoAvailable: old?.demoAvailable ?? false,
      }));
      await queryClient.invalidateQueries({ queryKey: authKey });
    },
    onError: (err) => {
      toast({
        title: 'Sign Out Failed',
        description: errorMessage(err) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
}
