import { DEMO_RELOAD_DELAY_MS } from '@domain/auth-messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toast } from '@/ui/toast';
import { authCalls } from './sign-in-api';

export const requestDemoAccess = () => api(authCalls.demoAccess);

/** Demo access: a notice, then a reload after 1 second; failure is only logged. */
export function useDemoAccess() {
  return useMutation({
    mutationFn: requestDemoAccess,
    onSuccess: () => {
      toast({ title: 'Demo Access Granted', description: 'Loading the demo dashboard…', variant: 'success' });
      setTimeout(() => window.location.reload(), DEMO_RELOAD_DELAY_MS);
    },
    onError: (err) => {
      console.error('Demo access failed:', err);
    },
  });
}
