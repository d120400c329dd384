import { INTEGRATION_MESSAGES } from '@domain/integration-settings';
import type { IntegrationSlug } from '@domain/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { integrationsKey } from './use-integrations';

/** POST /api/integrations/:name/sync: queues a run (a job); the history shows it as it goes. */
export function useSyncNow(name: IntegrationSlug, districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ runId: string }>('POST', `/api/integrations/${name}/sync`, { districtId }),
    onSuccess: async () => {
      toast({ title: INTEGRATION_MESSAGES.syncStarted, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: integrationsKey });
    },
    onError: (err) => failureToast('The sync could not be started', err),
  });
}
