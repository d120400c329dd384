import { INTEGRATION_MESSAGES, type IntegrationSettings } from '@domain/integration-settings';
import type { IntegrationSlug } from '@domain/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { integrationsKey } from './use-integrations';

/** PUT /api/integrations/:name: the answer says 'saved' for credentials, never their values. */
export function useSaveIntegration(name: IntegrationSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: object) =>
      apiRequest<IntegrationSettings>('PUT', `/api/integrations/${name}`, payload),
    onSuccess: async () => {
      toast({ title: INTEGRATION_MESSAGES.saved, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.integrations }),
      ]);
    },
    onError: (err) => failureToast(INTEGRATION_MESSAGES.saveFailed, err),
  });
}
