import { DEMO_RELOAD_DELAY_MS } from '@domain/auth-messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gateText } from '@/lib/gate-text';
import { toast } from '@/ui/toast';
import { authCalls } from './sign-in-api';

export const requestDemoAccess = () => api(authCalls.demoAccess);

/** Demo access: a notice, then a reload after 1 second; failure is only logged. */
export function useDemoAccess() {
  return useMutation({
    mutationFn: requestDemoAccess,
    onSuccess: () => {
      toast({
        title: gateText('login', 'alternatives.demoGranted.title'),
        description: gateText('login', 'alternatives.demoGranted.description'),
        variant: 'success',
      });
      setTimeout(() => window.location.reload(), DEMO_RELOAD_DELAY_MS);
    },
    onError: (err) => {
      console.error('Demo access failed:', err);
    },
  });
}
